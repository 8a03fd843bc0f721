import { enOrden } from './en-orden';

const falla = (mensaje: string, ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error(mensaje)), ms));

describe('enOrden', () => {
  it('answers every value in the order of the list', async () => {
    await expect(enOrden([Promise.resolve(1), new Promise((resolve) => setTimeout(() => resolve('dos'), 5)), Promise.resolve(true)])).resolves.toEqual([1, 'dos', true]);
  });

  it('throws the error of the first promise of the list, not the first to fail', async () => {
    await expect(enOrden([falla('primera', 20), falla('segunda', 1)])).rejects.toThrow('primera');
  });

  it('waits for every promise before failing', async () => {
    let terminada = false;
    const lenta = new Promise<void>((resolve) => setTimeout(() => ((terminada = true), resolve()), 20));
    await expect(enOrden([Promise.reject(new Error('x')), lenta])).rejects.toThrow('x');
    expect(terminada).toBe(true);
  });
});
