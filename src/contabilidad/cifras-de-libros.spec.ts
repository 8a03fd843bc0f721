import { HistoriaDepreciable, indiceDeMes } from '../dominio/depreciacion';
import { historiaFinanciera } from '../dominio/libros';
import { diferenciaDelActivo, mesesDelAnio, saldoDelActivo, ultimoMesCerrado } from './cifras-de-libros';

const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m - 1, d));

describe('the books of a year', () => {
  // 24,000.00 in use from 01/2025: 20 % in the tax book, 96 months in the financial one.
  const tributaria: HistoriaDepreciable = { costo: 24000, tasaAnual: 20, inicio: utc(2025, 1, 10) };
  const financiera = historiaFinanciera(tributaria, { vidaUtilMeses: 96 });

  it('gives 4,800.00 against 3,000.00 in 2025: a difference of 1,800.00 and 531.00 of deferred tax at 29.5 %', () => {
    expect(diferenciaDelActivo(tributaria, financiera, mesesDelAnio(2025, utc(2026, 3)), 29.5)).toEqual({
      tributaria: 480000,
      financiera: 300000,
      diferencia: 180000,
      impuestoDiferido: 53100,
    });
  });

  it('counts a running year up to the current month', () => {
    expect(mesesDelAnio(2025, utc(2025, 3, 20))).toEqual({ desde: indiceDeMes(utc(2025, 1)), hasta: indiceDeMes(utc(2025, 3)) });
    expect(diferenciaDelActivo(tributaria, financiera, mesesDelAnio(2025, utc(2025, 3, 20)), 29.5).diferencia).toBe(45000);
  });

  it('gives a negative difference (a deferred-tax asset) when the tax book lags', () => {
    const corta = historiaFinanciera(tributaria, { vidaUtilMeses: 36 });
    expect(diferenciaDelActivo(tributaria, corta, mesesDelAnio(2025, utc(2026, 1)), 29.5)).toEqual({
      tributaria: 480000,
      financiera: 800000,
      diferencia: -320000,
      impuestoDiferido: -94400,
    });
  });
});

describe('balances at a date', () => {
  it('books a month at its last day only', () => {
    expect(ultimoMesCerrado(utc(2024, 12, 31))).toBe(indiceDeMes(utc(2024, 12)));
    expect(ultimoMesCerrado(utc(2025, 1, 15))).toBe(indiceDeMes(utc(2024, 12)));
    expect(ultimoMesCerrado(utc(2024, 2, 29))).toBe(indiceDeMes(utc(2024, 2)));
  });

  it('gives the opening balance at the day before the cut-over, and cost with the improvements made by the date', () => {
    const historia: HistoriaDepreciable = {
      costo: 24000,
      tasaAnual: 20,
      inicio: utc(2021, 1),
      apertura: { corte: utc(2025, 1), acumulada: 16500 },
      mejoras: [{ fecha: utc(2025, 2, 10), importe: 1000 }],
    };
    expect(saldoDelActivo(historia, utc(2024, 12, 31))).toEqual({ costo: 2400000, acumulada: 1650000 });
    expect(saldoDelActivo(historia, utc(2025, 2, 10))).toEqual({ costo: 2500000, acumulada: 1690000 });
  });
});
