import { CambiosRegistrados } from './cambios-registrados';

describe('CambiosRegistrados', () => {
  /** A computation that answers when told, counting how many were started. */
  const calculos = () => {
    const pendientes: Array<(valor: number) => void> = [];
    const calcular = () => new Promise<number>((resolver) => pendientes.push(resolver));
    return { calcular, pendientes, iniciados: () => pendientes.length };
  };

  it('shares the computation in course among those who ask while no change of the company is recorded', async () => {
    const cambios = new CambiosRegistrados();
    const c = calculos();
    const a = cambios.compartirMientrasNoCambie('tablero 1', 1, c.calcular);
    const b = cambios.compartirMientrasNoCambie('tablero 1', 1, c.calcular);
    expect(c.iniciados()).toBe(1);
    // Another company's change does not concern this one.
    cambios.registrar(2);
    const d = cambios.compartirMientrasNoCambie('tablero 1', 1, c.calcular);
    expect(c.iniciados()).toBe(1);
    c.pendientes[0](7);
    await expect(Promise.all([a, b, d])).resolves.toEqual([7, 7, 7]);

    // Answered: the next request computes again.
    cambios.compartirMientrasNoCambie('tablero 1', 1, c.calcular);
    expect(c.iniciados()).toBe(2);
  });

  it('starts a new computation for whoever asks after a change of the company, or one without a company, was recorded', async () => {
    const cambios = new CambiosRegistrados();
    const c = calculos();
    const antes = cambios.compartirMientrasNoCambie('tablero 1', 1, c.calcular);
    cambios.registrar(1);
    const despues = cambios.compartirMientrasNoCambie('tablero 1', 1, c.calcular);
    cambios.registrar(null);
    const despuesDelMaestro = cambios.compartirMientrasNoCambie('tablero 1', 1, c.calcular);
    expect(c.iniciados()).toBe(3);
    c.pendientes.forEach((resolver, i) => resolver(i));
    await expect(Promise.all([antes, despues, despuesDelMaestro])).resolves.toEqual([0, 1, 2]);
  });

  it('lets a failed computation go: the next request tries again', async () => {
    const cambios = new CambiosRegistrados();
    await expect(cambios.compartirMientrasNoCambie('tablero 1', 1, () => Promise.reject(new Error('sin base')))).rejects.toThrow('sin base');
    await expect(cambios.compartirMientrasNoCambie('tablero 1', 1, async () => 3)).resolves.toBe(3);
  });
});
