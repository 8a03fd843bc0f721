/**
 * Rows written as they come, grouped while a write is on its way: the first row goes at once, alone; those that arrive
 * while it is in flight wait for it and then go together, in one statement, in the order they came. Each caller's
 * promise settles when its own row is stored (or refused). With no write in flight nothing waits, so a row alone costs
 * what it always did; under load, 30 requests' audit rows cost one round trip and one commit instead of 30. On the
 * synchronous SQLite a write is never in flight when the next row arrives, so each goes alone as before.
 *
 * A group that fails is written again row by row: one row the database refuses (a unique key, a value too long) is
 * refused alone and the others are stored.
 */
export class EscrituraAgrupada<T> {
  private readonly esperando: Array<{ fila: T; listo: () => void; fallo: (error: unknown) => void }> = [];
  private escribiendo = false;

  constructor(
    private readonly unaFila: (fila: T) => Promise<void>,
    private readonly variasFilas: (filas: T[]) => Promise<void>,
    /** Rows one statement may carry (the database's bound-parameter cap over the columns of a row). */
    private readonly maximo: number,
  ) {}

  escribir(fila: T): Promise<void> {
    return new Promise((listo, fallo) => {
      this.esperando.push({ fila, listo, fallo });
      if (!this.escribiendo) void this.vaciar();
    });
  }

  private async vaciar(): Promise<void> {
    this.escribiendo = true;
    try {
      while (this.esperando.length) {
        const grupo = this.esperando.splice(0, this.maximo);
        if (grupo.length > 1) {
          try {
            await this.variasFilas(grupo.map(({ fila }) => fila));
            grupo.forEach(({ listo }) => listo());
            continue;
          } catch {
            // Row by row below: the refused row fails alone.
          }
        }
        for (const { fila, listo, fallo } of grupo) await this.unaFila(fila).then(listo, fallo);
      }
    } finally {
      this.escribiendo = false;
    }
  }
}
