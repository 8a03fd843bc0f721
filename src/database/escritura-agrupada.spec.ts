import { EscrituraAgrupada } from './escritura-agrupada';

/** A database that takes a turn of the event loop per statement and records what each statement wrote. */
function baseDePrueba(rechazada?: string) {
  const sentencias: string[][] = [];
  const escribir = async (filas: string[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    if (rechazada && filas.includes(rechazada)) throw new Error(`rechazada: ${rechazada}`);
    sentencias.push(filas);
  };
  return { sentencias, unaFila: (fila: string) => escribir([fila]), variasFilas: escribir };
}

describe('EscrituraAgrupada', () => {
  it('escribe sola la fila que llega sin otra escritura en curso', async () => {
    const base = baseDePrueba();
    const escritura = new EscrituraAgrupada(base.unaFila, base.variasFilas, 100);
    await escritura.escribir('a');
    await escritura.escribir('b');
    expect(base.sentencias).toEqual([['a'], ['b']]);
  });

  it('agrupa en una sentencia, en el orden en que llegaron, las filas que esperan a la que está en curso', async () => {
    const base = baseDePrueba();
    const escritura = new EscrituraAgrupada(base.unaFila, base.variasFilas, 3);
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((fila) => escritura.escribir(fila)));
    expect(base.sentencias).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
  });

  it('una fila rechazada falla sola: las de su grupo se guardan una por una', async () => {
    const base = baseDePrueba('c');
    const escritura = new EscrituraAgrupada(base.unaFila, base.variasFilas, 100);
    const resultados = await Promise.allSettled(['a', 'b', 'c', 'd'].map((fila) => escritura.escribir(fila)));
    expect(resultados.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((resultados[2] as PromiseRejectedResult).reason).toEqual(new Error('rechazada: c'));
    expect(base.sentencias).toEqual([['a'], ['b'], ['d']]);
  });

  it('no promete una fila antes de que su sentencia termine', async () => {
    const base = baseDePrueba();
    const escritura = new EscrituraAgrupada(base.unaFila, base.variasFilas, 100);
    const guardadas: string[] = [];
    await Promise.all(['a', 'b'].map((fila) => escritura.escribir(fila).then(() => guardadas.push(`${fila}:${base.sentencias.flat().includes(fila)}`))));
    expect(guardadas).toEqual(['a:true', 'b:true']);
  });
});
