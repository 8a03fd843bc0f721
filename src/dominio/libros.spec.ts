import { Cronograma, HistoriaDepreciable, indiceDeMes } from './depreciacion';
import { historiaFinanciera, revisarApertura, vidaUtilPorDefecto } from './libros';

const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m - 1, d));
const anio = (historia: HistoriaDepreciable, y: number) => new Cronograma(historia).tramo(indiceDeMes(utc(y, 1)), indiceDeMes(utc(y, 12)));
// 24,000.00 at 20 % (400.00 a month), in use since 01/2021.
const camion: HistoriaDepreciable = { costo: 24000, tasaAnual: 20, inicio: utc(2021, 1) };
const corte = utc(2025, 1);

describe('opening balance (Apertura)', () => {
  const conApertura: HistoriaDepreciable = { ...camion, apertura: { corte, acumulada: 16500 } };

  it('continues from 16,500.00 at 31/12/2024: 400.00 a month in 2025, 2,700.00 in 2026 ending in July with the remainder', () => {
    expect(anio(conApertura, 2025)).toEqual({ anterior: 1650000, delTramo: 480000, acumulada: 2130000, costo: 2400000 });
    expect(anio(conApertura, 2026)).toEqual({ anterior: 2130000, delTramo: 270000, acumulada: 2400000, costo: 2400000 });
    const filas = new Cronograma(conApertura).filas(utc(2026, 12));
    expect(filas[0]).toMatchObject({ periodo: 202501, numeroMes: 49, depreciacionMensual: 400, depreciacionAcumulada: 16900 });
    const meses2026 = filas.filter((f) => f.periodo >= 202601 && f.depreciacionMensual > 0);
    expect(meses2026.map((f) => f.depreciacionMensual)).toEqual([400, 400, 400, 400, 400, 400, 300]);
    expect(meses2026[6].periodo).toBe(202607);
    expect(filas[filas.length - 1]).toMatchObject({ depreciacionAcumulada: 24000, saldoActual: 0 });
  });

  it('recomputes nothing before the cut-over: earlier years stay at the opening balance', () => {
    expect(anio(conApertura, 2023)).toMatchObject({ anterior: 1650000, delTramo: 0, acumulada: 1650000 });
  });

  it('changes nothing without an opening balance or for an asset first used after the cut-over', () => {
    expect(anio(camion, 2025)).toEqual({ anterior: 1920000, delTramo: 480000, acumulada: 2400000, costo: 2400000 });
    const posterior = { ...camion, inicio: utc(2025, 3), apertura: { corte, acumulada: 0 } };
    expect(anio(posterior, 2025)).toEqual(anio({ ...camion, inicio: utc(2025, 3) }, 2025));
  });

  it('depreciates an improvement made after the cut-over on its own, from the month after it', () => {
    const mejorado = { ...conApertura, mejoras: [{ fecha: utc(2025, 6, 10), importe: 1200 }] };
    // 12 × 400 + 6 months (07–12) × 1,200 × 20 % ÷ 12 = 4,800 + 120.
    expect(anio(mejorado, 2025).delTramo).toBe(492000);
  });
});

describe('financial book', () => {
  it('takes the life from the rate by default: 20 % is 60 months, 25 % is 48', () => {
    expect(vidaUtilPorDefecto(20)).toBe(60);
    expect(vidaUtilPorDefecto(25)).toBe(48);
    expect(vidaUtilPorDefecto(0)).toBeNull();
  });

  it('depreciates 24,000.00 over 96 months at 250.00 a month (3,000.00 in 2025)', () => {
    const financiera = historiaFinanciera({ ...camion, inicio: utc(2025, 1) }, { vidaUtilMeses: 96 });
    expect(financiera.tasaAnual).toBe(12.5);
    expect(anio(financiera, 2025).delTramo).toBe(300000);
  });

  it('leaves the residual value undepreciated and in the book value', () => {
    const financiera = historiaFinanciera({ costo: 10000, tasaAnual: 25, inicio: utc(2020, 1) }, { vidaUtilMeses: 48, valorResidual: 1000 });
    const filas = new Cronograma(financiera).filas(utc(2025, 1));
    expect(filas[0]).toMatchObject({ depreciacionMensual: 187.5, saldoActual: 9812.5 });
    expect(filas[filas.length - 1]).toMatchObject({ depreciacionAcumulada: 9000, saldoActual: 1000 });
  });

  it('spreads a life that does not divide the units exactly, each figure rounded once: 1,000.00 over 7 months', () => {
    const filas = new Cronograma({ costo: 1000, tasaAnual: 0, inicio: utc(2025, 1), vidaUtilMeses: 7 }).filas(utc(2025, 12));
    expect(filas.map((f) => f.depreciacionAcumulada)).toEqual([142.86, 285.71, 428.57, 571.43, 714.29, 857.14, 1000, 1000, 1000, 1000, 1000, 1000]);
    expect(filas[7].depreciacionMensual).toBe(0);
  });
});

describe('revisarApertura', () => {
  it('accepts the figure the rate gives, or one within a month of it', () => {
    // 48 months × 400.00 = 19,200.00 at 31/12/2024.
    expect(revisarApertura('tributario', camion, corte, 19200)).toEqual({ error: null, advertencia: null });
    expect(revisarApertura('tributario', camion, corte, 18800)).toEqual({ error: null, advertencia: null });
    expect(revisarApertura('tributario', camion, corte, null)).toEqual({ error: null, advertencia: null });
  });

  it('warns when the figure differs by more than a month of depreciation', () => {
    expect(revisarApertura('tributario', camion, corte, 16500)).toEqual({
      error: null,
      advertencia:
        'La depreciación acumulada inicial tributaria (S/ 16,500.00) difiere de la que da la tasa al 31/12/2024 (S/ 19,200.00) en más de un mes de depreciación (S/ 400.00)',
    });
  });

  it('refuses a negative figure, one above the base, one without cut-over and one on an asset that starts after it', () => {
    expect(revisarApertura('tributario', camion, corte, -1).error).toBe('La depreciación acumulada inicial tributaria no puede ser negativa');
    expect(revisarApertura('tributario', camion, corte, 24000.01).error).toBe(
      'La depreciación acumulada inicial tributaria (S/ 24,000.01) supera la base depreciable (S/ 24,000.00)',
    );
    expect(revisarApertura('financiero', camion, null, 100).error).toBe(
      'La depreciación acumulada inicial financiera requiere la fecha de inicio de la contabilidad: configúrela en Contabilidad',
    );
    expect(revisarApertura('tributario', { ...camion, inicio: utc(2025, 1, 20) }, corte, 100).error).toBe(
      'La depreciación acumulada inicial tributaria solo corresponde a un activo en uso antes de la fecha de inicio (01/01/2025)',
    );
  });

  it('measures the financial base without the residual value', () => {
    const financiera = historiaFinanciera(camion, { vidaUtilMeses: 60, valorResidual: 4000 });
    expect(revisarApertura('financiero', financiera, corte, 20000.01).error).toBe(
      'La depreciación acumulada inicial financiera (S/ 20,000.01) supera la base depreciable (S/ 20,000.00)',
    );
  });
});
