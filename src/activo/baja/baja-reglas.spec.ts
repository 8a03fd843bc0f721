import { historiaDelActivo } from '../../dominio/depreciacion';
import { advertenciasDe, cifrasDeBaja } from './baja-reglas';

const dia = (texto: string) => new Date(`${texto}T00:00:00.000Z`);

/** S/ 10,000.00 with IGV (1,800.00; 8,200.00 without it) at 25 %, first used on `inicio`. */
const historia = (inicio: string | null, mejoras: Array<{ fecha: Date; importe: number }> = []) =>
  historiaDelActivo({ total: 10000, precio: 8200, tasaDepreciacion: 25, categoriaDepreciacion: null, fechaAdquisicion: inicio ? dia(inicio) : null, fechaInicioUso: null }, 'total', mejoras);
const activo = { precio: 8200, igv: 1800 };

describe('a disposal’s figures', () => {
  it('counts the improvements added by the disposal’s month in the cost and the depreciation', () => {
    // 1,200 improvement of 15/03/2025 depreciates from April: 3 months × 25.00 by June.
    const cifras = cifrasDeBaja(historia('2025-01-10', [{ fecha: dia('2025-03-15'), importe: 1200 }]), dia('2025-06-30'), activo, { motivo: 'siniestro' });
    expect(cifras).toEqual({ costo: 11200, depreciacionAcumulada: 1250 + 75, valorNeto: 11200 - 1325, resultadoVenta: null, reintegroIgv: null });
  });

  it('repays IGV on a sale only before the second anniversary of first use, and only below the cost without IGV', () => {
    const venta = (fecha: string, valorVenta: number) => cifrasDeBaja(historia('2023-05-20'), dia(fecha), activo, { motivo: 'venta', valorVenta }).reintegroIgv;
    expect(venta('2025-05-19', 4100)).toBe(900);
    expect(venta('2025-05-20', 4100)).toBeNull();
    expect(venta('2025-05-19', 8200)).toBeNull();
    expect(venta('2025-05-19', 0)).toBe(1800);
    // 1,800 × (8,200 − 3,333.33) ÷ 8,200 = 1,068.29…
    expect(venta('2025-05-19', 3333.33)).toBe(1068.29);
  });

  it('repays nothing for an asset without IGV, or a sale of one never put into use', () => {
    expect(cifrasDeBaja(historia('2025-01-10'), dia('2025-03-01'), { precio: 10000, igv: 0 }, { motivo: 'robo_perdida' }).reintegroIgv).toBeNull();
    expect(cifrasDeBaja(historia(null), dia('2025-03-01'), activo, { motivo: 'venta', valorVenta: 10 })).toEqual({
      costo: 10000,
      depreciacionAcumulada: 0,
      valorNeto: 10000,
      resultadoVenta: 10 - 10000,
      reintegroIgv: null,
    });
  });

  it('warns only when there is IGV to repay', () => {
    expect(advertenciasDe({ motivo: 'venta', reintegroIgv: null })).toEqual([]);
    expect(advertenciasDe({ motivo: 'destruccion', reintegroIgv: 1800 })[0]).toMatch(/^Corresponde reintegrar S\/\s?1,800\.00 .* salvo que la destrucción se deba a caso fortuito o fuerza mayor/);
  });
});
