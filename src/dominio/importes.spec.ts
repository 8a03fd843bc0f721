import { calcularImportes, importesCaben } from './importes';
import { MAX_DECIMAL } from './number-bounds';

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.01);

describe('calcularImportes (docs/especificacion-activos.md §5 derived amounts)', () => {
  it('national currency without IGV: importe = cantidad × precio, igv 0, precio = total = importe', () => {
    const r = calcularImportes({ cantidad: 3, precioUndMn: 1250.5, conIgv: false, calculoIgv: 'especificacion' });
    expect(r).toEqual({ cantidad: 3, precioUndMn: 1250.5, precioUndMe: null, tipoCambio: null, importeMn: 3751.5, igv: 0, precio: 3751.5, total: 3751.5 });
  });

  it('the spec’s rule (especificacion): igv = 18 % of importe, precio = importe − igv, total = precio + igv', () => {
    const r = calcularImportes({ cantidad: 2, precioUndMn: 1000, conIgv: true, calculoIgv: 'especificacion' });
    expect(r.importeMn).toBe(2000);
    expect(r.igv).toBe(360);
    expect(r.precio).toBe(1640);
    expect(r.total).toBe(2000);
  });

  it('foreign currency: importe = cantidad × precioUndMe × tipoCambio, and clears precioUndMn', () => {
    const r = calcularImportes({ cantidad: 2, precioUndMn: 999, precioUndMe: 1500, tipoCambio: 3.752, conIgv: true, calculoIgv: 'especificacion' });
    expect(r.precioUndMn).toBeNull();
    expect(r.precioUndMe).toBe(1500);
    close(r.importeMn, 11256);
    close(r.igv, 2026.08);
    close(r.precio, 9229.92);
    close(r.total, 11256);
  });

  it('national mode clears a foreign exchange rate', () => {
    expect(calcularImportes({ precioUndMn: 10, tipoCambio: 3.7, conIgv: false, calculoIgv: 'especificacion' }).tipoCambio).toBeNull();
  });

  it('defaults cantidad to 1 and rounds to cents', () => {
    const r = calcularImportes({ precioUndMn: 0.333, conIgv: true, calculoIgv: 'especificacion' });
    expect(r.cantidad).toBe(1);
    expect(r.importeMn).toBe(0.33);
    expect(r.igv).toBe(0.06);
    expect(r.precio).toBe(0.27);
  });

  it('foreign mode without an exchange rate yields 0, not NaN', () => {
    expect(calcularImportes({ precioUndMe: 100, conIgv: false, calculoIgv: 'especificacion' }).importeMn).toBe(0);
  });

  it('IGV included (incluido): 1,180.00 is 1,000.00 plus 180.00 of IGV, as the invoice says', () => {
    expect(calcularImportes({ precioUndMn: 1180, conIgv: true, calculoIgv: 'incluido' })).toMatchObject({ importeMn: 1180, igv: 180, precio: 1000, total: 1180 });
    // The cents of IGV and price always add up to the amount.
    const r = calcularImportes({ cantidad: 3, precioUndMn: 333.33, conIgv: true, calculoIgv: 'incluido' });
    expect(r).toMatchObject({ importeMn: 999.99, igv: 152.54, precio: 847.45, total: 999.99 });
  });

  it('IGV added (adicional): 1,000.00 before IGV is 180.00 of IGV and 1,180.00 in total', () => {
    expect(calcularImportes({ precioUndMn: 1000, conIgv: true, calculoIgv: 'adicional' })).toMatchObject({ importeMn: 1000, igv: 180, precio: 1000, total: 1180 });
  });

  it('the spec’s rule keeps its figures: 1,180.00 is 212.40 of IGV and 967.60 of price', () => {
    expect(calcularImportes({ precioUndMn: 1180, conIgv: true, calculoIgv: 'especificacion' })).toMatchObject({ importeMn: 1180, igv: 212.4, precio: 967.6, total: 1180 });
  });

  it('without IGV every rule gives price = total = importe', () => {
    for (const calculoIgv of ['incluido', 'adicional', 'especificacion'] as const) {
      expect(calcularImportes({ precioUndMn: 500, conIgv: false, calculoIgv })).toMatchObject({ importeMn: 500, igv: 0, precio: 500, total: 500 });
    }
  });

  it('an amount whose total with IGV added outgrows the money columns does not fit', () => {
    const justo = Math.floor(MAX_DECIMAL / 1.18);
    expect(importesCaben(calcularImportes({ precioUndMn: justo, conIgv: true, calculoIgv: 'adicional' }))).toBe(true);
    expect(importesCaben(calcularImportes({ precioUndMn: MAX_DECIMAL, conIgv: true, calculoIgv: 'adicional' }))).toBe(false);
    expect(importesCaben(calcularImportes({ precioUndMn: MAX_DECIMAL, conIgv: true, calculoIgv: 'incluido' }))).toBe(true);
  });
});
