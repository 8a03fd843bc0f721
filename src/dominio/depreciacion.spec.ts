import { calcularDepreciacion, Cronograma, HistoriaDepreciable, historiaDelActivo, indiceDeMes } from './depreciacion';
import { categoriaPorTexto, errorDeTasa, tasaDelActivo, TASA_POR_DEFECTO } from './tasas-sunat';

const utc = (y: number, m: number, d = 15) => new Date(Date.UTC(y, m - 1, d));
const sinEventos = (costo: number, tasaAnual: number, inicio: Date | null): HistoriaDepreciable => ({ costo, tasaAnual, inicio });
const anio = (cronograma: Cronograma, y: number) => cronograma.tramo(indiceDeMes(utc(y, 1)), indiceDeMes(utc(y, 12)));

describe('calcularDepreciacion', () => {
  it('runs from the month of first use to the current month inclusive, straight-line', () => {
    const filas = calcularDepreciacion(sinEventos(12000, 25, utc(2026, 1, 20)), utc(2026, 3, 2));
    expect(filas).toEqual([
      { numeroMes: 1, periodo: 202601, depreciacionMensual: 250, depreciacionAcumulada: 250, saldoActual: 11750, fechaMes: new Date(Date.UTC(2026, 0, 1)) },
      { numeroMes: 2, periodo: 202602, depreciacionMensual: 250, depreciacionAcumulada: 500, saldoActual: 11500, fechaMes: new Date(Date.UTC(2026, 1, 1)) },
      { numeroMes: 3, periodo: 202603, depreciacionMensual: 250, depreciacionAcumulada: 750, saldoActual: 11250, fechaMes: new Date(Date.UTC(2026, 2, 1)) },
    ]);
  });

  it('gives one row for an asset put in use this month, and crosses years in the period numbers', () => {
    expect(calcularDepreciacion(sinEventos(1000, 10, utc(2026, 11, 1)), utc(2026, 11, 21))).toHaveLength(1);
    expect(calcularDepreciacion(sinEventos(1200, 10, utc(2025, 12)), utc(2026, 1)).map((f) => f.periodo)).toEqual([202512, 202601]);
  });

  it('never accumulates more than the cost: 1000 at 25 % is fully depreciated in exactly 48 months, later months are 0', () => {
    const filas = calcularDepreciacion(sinEventos(1000, 25, utc(2020, 1)), utc(2026, 11));
    expect(filas[47]).toMatchObject({ numeroMes: 48, depreciacionAcumulada: 1000, saldoActual: 0 });
    expect(filas[46].depreciacionAcumulada).toBe(979.17);
    expect(filas.slice(48).every((f) => f.depreciacionMensual === 0 && f.saldoActual === 0 && f.depreciacionAcumulada === 1000)).toBe(true);
  });

  it('is empty without a date of first use or with a future one', () => {
    expect(calcularDepreciacion(sinEventos(1000, 10, null))).toEqual([]);
    expect(calcularDepreciacion(sinEventos(1000, 10, utc(2027, 1)), utc(2026, 11))).toEqual([]);
  });

  it('rounds each figure once from the exact amounts instead of adding rounded months', () => {
    // 3,456.78 × 10 % ÷ 12 = 28.8065 a month.
    const filas = calcularDepreciacion(sinEventos(3456.78, 10, utc(2026, 1)), utc(2026, 12));
    expect(filas[0].depreciacionMensual).toBe(28.81);
    expect(filas[1].depreciacionAcumulada).toBe(57.61);
    expect(filas[11].depreciacionAcumulada).toBe(345.68);
    expect(anio(new Cronograma(sinEventos(3456.78, 10, utc(2026, 1))), 2026).delTramo).toBe(34568);
  });

  it('depreciates an improvement from the month after its own at the same rate, and the year is not a sum of rounded months', () => {
    // 12,000 at 10 % from 15/03/2024 (100.00 a month); + 2,000 in 07/2025 from 08/2025 (116.666… a month).
    const cronograma = new Cronograma({ costo: 12000, tasaAnual: 10, inicio: utc(2024, 3), mejoras: [{ fecha: utc(2025, 7, 20), importe: 2000 }] });
    expect(anio(cronograma, 2024)).toEqual({ anterior: 0, delTramo: 100000, acumulada: 100000, costo: 1200000 });
    // 7 × 100 + 5 × 116.666… = 1,283.33 (five rounded months would give 1,283.35).
    expect(anio(cronograma, 2025)).toEqual({ anterior: 100000, delTramo: 128333, acumulada: 228333, costo: 1400000 });
    const filas = cronograma.filas(utc(2025, 9), utc(2025, 7));
    expect(filas.map((f) => [f.periodo, f.depreciacionMensual, f.saldoActual])).toEqual([
      [202507, 100, 12000 - 1700],
      [202508, 116.67, 12183.33],
      [202509, 116.67, 12066.67],
    ]);
  });

  it('stops after the month of disposal', () => {
    const cronograma = new Cronograma({ costo: 12000, tasaAnual: 10, inicio: utc(2024, 3), baja: utc(2025, 10, 20) });
    expect(cronograma.filas(utc(2026, 6)).at(-1)).toMatchObject({ periodo: 202510, depreciacionAcumulada: 2000 });
    expect(anio(cronograma, 2025)).toMatchObject({ delTramo: 100000, acumulada: 200000 });
    expect(anio(cronograma, 2026)).toMatchObject({ anterior: 200000, delTramo: 0, acumulada: 200000 });
  });

  it('takes the cost by the company base and starts at first use, or at acquisition without one', () => {
    const activo = { total: 1180, precio: 1000, tasaDepreciacion: null, categoriaDepreciacion: 'computo', fechaAdquisicion: utc(2024, 1), fechaInicioUso: utc(2024, 5) };
    expect(historiaDelActivo(activo, 'total')).toMatchObject({ costo: 1180, tasaAnual: 25, inicio: utc(2024, 5) });
    expect(historiaDelActivo({ ...activo, fechaInicioUso: null }, 'precio')).toMatchObject({ costo: 1000, inicio: utc(2024, 1) });
  });
});

describe('SUNAT depreciation categories', () => {
  it.each([
    [['Edificios'], 'edificios'],
    [['Equipos de Cómputo'], 'computo'],
    [['EQUIPO DE PROCESAMIENTO DE DATOS'], 'computo'],
    [['Vehículos'], 'vehiculos'],
    [['Ganado reproductor'], 'ganado'],
    [['Maquinaria y equipo'], 'maquinaria'],
    [['Muebles y Enseres'], null],
    [[null, 'Laptop'], 'computo'],
    [[], null],
  ])('%j is classified as %s by the keywords used before categories', (textos, clave) => {
    expect(categoriaPorTexto(...(textos as string[]))).toBe(clave);
  });

  it('gives the category maximum, the asset own rate, or the default without either', () => {
    expect(tasaDelActivo({ tasaDepreciacion: null, categoriaDepreciacion: 'ganado' })).toBe(25);
    expect(tasaDelActivo({ tasaDepreciacion: null, categoriaDepreciacion: 'edificios' })).toBe(5);
    expect(tasaDelActivo({ tasaDepreciacion: 8, categoriaDepreciacion: 'maquinaria' })).toBe(8);
    expect(tasaDelActivo({ tasaDepreciacion: null, categoriaDepreciacion: null })).toBe(TASA_POR_DEFECTO);
  });

  it('refuses a rate above the category maximum naming it and the article', () => {
    expect(errorDeTasa({ tasaDepreciacion: 30, categoriaDepreciacion: 'computo' })).toBe(
      'La tasa de depreciación no puede superar 25.00 % para «Equipos de procesamiento de datos» (RLIR art. 22 b) 4)',
    );
    expect(errorDeTasa({ tasaDepreciacion: 6, categoriaDepreciacion: 'edificios' })).toContain('5.00 % para «Edificios y construcciones» (LIR art. 39)');
    expect(errorDeTasa({ tasaDepreciacion: 10, categoriaDepreciacion: 'maquinaria' })).toBeNull();
    expect(errorDeTasa({ tasaDepreciacion: 26, categoriaDepreciacion: null })).toContain('25.00 %');
    expect(errorDeTasa({ tasaDepreciacion: null, categoriaDepreciacion: 'computo' })).toBeNull();
  });
});
