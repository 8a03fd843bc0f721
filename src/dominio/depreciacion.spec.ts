import { calcularDepreciacion } from './depreciacion';
import { tasaSunat, TASA_POR_DEFECTO } from './tasas-sunat';

const utc = (y: number, m: number, d = 15) => new Date(Date.UTC(y, m - 1, d));

describe('calcularDepreciacion', () => {
  it('runs from the acquisition month to the current month inclusive, straight-line', () => {
    const filas = calcularDepreciacion(12000, 25, utc(2026, 1, 20), utc(2026, 3, 2));
    expect(filas).toEqual([
      { numeroMes: 1, periodo: 202601, depreciacionMensual: 250, depreciacionAcumulada: 250, saldoActual: 11750, fechaMes: new Date(Date.UTC(2026, 0, 1)) },
      { numeroMes: 2, periodo: 202602, depreciacionMensual: 250, depreciacionAcumulada: 500, saldoActual: 11500, fechaMes: new Date(Date.UTC(2026, 1, 1)) },
      { numeroMes: 3, periodo: 202603, depreciacionMensual: 250, depreciacionAcumulada: 750, saldoActual: 11250, fechaMes: new Date(Date.UTC(2026, 2, 1)) },
    ]);
  });

  it('gives one row for an asset bought this month', () => {
    expect(calcularDepreciacion(1000, 10, utc(2026, 11, 1), utc(2026, 11, 21))).toHaveLength(1);
  });

  it('crosses years in the period numbers', () => {
    const filas = calcularDepreciacion(1200, 10, utc(2025, 12), utc(2026, 1));
    expect(filas.map((f) => f.periodo)).toEqual([202512, 202601]);
  });

  it('never accumulates more than the total: the last month takes the remainder, later months are 0', () => {
    const filas = calcularDepreciacion(1000, 25, utc(2020, 1), utc(2026, 11));
    const ultimaConGasto = filas.findIndex((f) => f.saldoActual === 0);
    // 1000 × 25 % ÷ 12 = 20.83 a month: 48 months reach 999.84, the 49th takes the remaining 0.16.
    expect(ultimaConGasto).toBe(48);
    expect(filas[47].depreciacionAcumulada).toBe(999.84);
    expect(filas[48].depreciacionMensual).toBe(0.16);
    expect(filas.slice(49).every((f) => f.depreciacionMensual === 0 && f.saldoActual === 0 && f.depreciacionAcumulada === 1000)).toBe(true);
    expect(Math.max(...filas.map((f) => f.depreciacionAcumulada))).toBe(1000);
  });

  it('is empty without an acquisition date or with a future one', () => {
    expect(calcularDepreciacion(1000, 10, null)).toEqual([]);
    expect(calcularDepreciacion(1000, 10, utc(2027, 1), utc(2026, 11))).toEqual([]);
  });

  it('keeps the monthly amount at total × rate ÷ 100 ÷ 12, rounded to cents', () => {
    expect(calcularDepreciacion(3456.78, 10, utc(2026, 1), utc(2026, 1))[0].depreciacionMensual).toBe(28.81);
  });
});

describe('tasaSunat', () => {
  it.each([
    [['Edificios'], 5],
    [['Equipos de Cómputo'], 25],
    [['EQUIPO DE PROCESAMIENTO DE DATOS'], 25],
    [['Vehículos'], 20],
    [['Maquinaria y equipo'], 10],
    [['Muebles y Enseres'], TASA_POR_DEFECTO],
    [[null, 'Laptop'], 25],
    [[], TASA_POR_DEFECTO],
  ])('%j → %i %', (textos, tasa) => {
    expect(tasaSunat(...(textos as string[]))).toBe(tasa);
  });
});
