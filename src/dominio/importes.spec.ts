import { calcularImportes } from './importes';

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.01);

describe('calcularImportes (docs/especificacion-activos.md §5 derived amounts)', () => {
  it('national currency without IGV: importe = cantidad × precio, igv 0, precio = total = importe', () => {
    const r = calcularImportes({ cantidad: 3, precioUndMn: 1250.5, conIgv: false });
    expect(r).toEqual({ cantidad: 3, precioUndMn: 1250.5, precioUndMe: null, tipoCambio: null, importeMn: 3751.5, igv: 0, precio: 3751.5, total: 3751.5 });
  });

  it('national currency with IGV: igv = 18 % of importe, precio = importe − igv, total = precio + igv', () => {
    const r = calcularImportes({ cantidad: 2, precioUndMn: 1000, conIgv: true });
    expect(r.importeMn).toBe(2000);
    expect(r.igv).toBe(360);
    expect(r.precio).toBe(1640);
    expect(r.total).toBe(2000);
  });

  it('foreign currency: importe = cantidad × precioUndMe × tipoCambio, and clears precioUndMn', () => {
    const r = calcularImportes({ cantidad: 2, precioUndMn: 999, precioUndMe: 1500, tipoCambio: 3.752, conIgv: true });
    expect(r.precioUndMn).toBeNull();
    expect(r.precioUndMe).toBe(1500);
    close(r.importeMn, 11256);
    close(r.igv, 2026.08);
    close(r.precio, 9229.92);
    close(r.total, 11256);
  });

  it('national mode clears a foreign exchange rate', () => {
    expect(calcularImportes({ precioUndMn: 10, tipoCambio: 3.7, conIgv: false }).tipoCambio).toBeNull();
  });

  it('defaults cantidad to 1 and rounds to cents', () => {
    const r = calcularImportes({ precioUndMn: 0.333, conIgv: true });
    expect(r.cantidad).toBe(1);
    expect(r.importeMn).toBe(0.33);
    expect(r.igv).toBe(0.06);
    expect(r.precio).toBe(0.27);
  });

  it('foreign mode without an exchange rate yields 0, not NaN', () => {
    expect(calcularImportes({ precioUndMe: 100, conIgv: false }).importeMn).toBe(0);
  });
});
