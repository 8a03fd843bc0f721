import { Injectable } from '@nestjs/common';

/**
 * How many audit rows each company has had written in this process: every change through the API writes one before it
 * answers. A summary that many people ask for at once (the dashboard) is computed once for all of them while this
 * count stands still (compartirMientrasNoCambie), so no one gets figures that miss a change answered before they asked.
 */
@Injectable()
export class CambiosRegistrados {
  private readonly porCompania = new Map<number, number>();
  /** Rows without a company (a Maestro's own): they may be anyone's. */
  private sinCompania = 0;
  private readonly enCurso = new Map<string, { version: string; resultado: Promise<unknown> }>();

  registrar(companiaId: number | null): void {
    if (companiaId === null) this.sinCompania++;
    else this.porCompania.set(companiaId, (this.porCompania.get(companiaId) ?? 0) + 1);
  }

  /**
   * `calcular()`'s answer for `clave` (of `companiaId`): the one already being computed when no change of the company
   * was recorded since it started, or a new one. Nothing is kept once it is answered.
   */
  compartirMientrasNoCambie<T>(clave: string, companiaId: number, calcular: () => Promise<T>): Promise<T> {
    const version = `${this.sinCompania}.${this.porCompania.get(companiaId) ?? 0}`;
    const actual = this.enCurso.get(clave);
    if (actual?.version === version) return actual.resultado as Promise<T>;
    const resultado = calcular();
    const entrada = { version, resultado };
    this.enCurso.set(clave, entrada);
    const soltar = () => {
      if (this.enCurso.get(clave) === entrada) this.enCurso.delete(clave);
    };
    resultado.then(soltar, soltar);
    return resultado;
  }
}
