import { depreciacionDeCartera } from './depreciacion-cartera';
import { ultimosMeses } from './periodos';

const utc = (y: number, m: number, d = 15) => new Date(Date.UTC(y, m - 1, d));
// June to November 2025, the last one current.
const meses = ultimosMeses(6, utc(2025, 11, 20));

describe('depreciacionDeCartera', () => {
  it('gives an improvement as a layer of its own the same figures as the asset with it', () => {
    const historia = { costo: 12000, tasaAnual: 10, inicio: utc(2024, 3) };
    const mejora = { fecha: utc(2025, 7, 20), importe: 2000 };
    const junto = depreciacionDeCartera([{ categoria: 'Maquinaria', mesAdquisicion: '2024-02', historia: { ...historia, mejoras: [mejora] } }], meses);
    const capas = depreciacionDeCartera(
      [
        { categoria: 'Maquinaria', mesAdquisicion: '2024-02', historia },
        { categoria: 'Maquinaria', mesAdquisicion: '2025-08', historia: { costo: 2000, tasaAnual: 10, inicio: utc(2025, 8, 1) } },
      ],
      meses,
    );
    expect(capas).toEqual(junto);
    // July: 17 months × 100.00; August: the improvement counts and depreciates (116.67).
    expect(junto.trend.map((mes) => [mes.month, mes.originalValue, mes.accumulatedDepreciation])).toEqual([
      ['2025-06', 12000, 1600],
      ['2025-07', 12000, 1700],
      ['2025-08', 14000, 1816.67],
      ['2025-09', 14000, 1933.33],
      ['2025-10', 14000, 2050],
      ['2025-11', 14000, 2166.67],
    ]);
  });

  it('holds a disposed asset to the month of its disposal and leaves it out of the books now', () => {
    const cartera = depreciacionDeCartera([{ categoria: 'Maquinaria', mesAdquisicion: '2024-02', historia: { costo: 12000, tasaAnual: 10, inicio: utc(2024, 3), baja: utc(2025, 8, 20) } }], meses);
    expect(cartera.trend.map((mes) => mes.originalValue)).toEqual([12000, 12000, 12000, 0, 0, 0]);
    expect(cartera.trend[2].accumulatedDepreciation).toBe(1800);
    expect(cartera.byCategory).toEqual([]);
  });
});
