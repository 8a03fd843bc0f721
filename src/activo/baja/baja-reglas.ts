import { soles } from '../../common/soles';
import { Cronograma, HistoriaDepreciable, indiceDeMes } from '../../dominio/depreciacion';
import { ActivoBaja, MotivoBaja } from './activo-baja.entity';

/*
 * What a disposal (baja) writes off and what it warns about (docs/reglas-peru.md: RLIR art. 22 i, Ley del IGV art. 22);
 * the evidence each motive needs is checked by the body's decorators (dto/baja.dto.ts).
 */

/** The asset's estado while it is disposed of. */
export const ESTADO_DADO_DE_BAJA = 'Dado de baja';

export const MOTIVO_BAJA_TEXTO: Record<MotivoBaja, string> = {
  venta: 'Venta',
  obsolescencia: 'Obsolescencia o desuso',
  siniestro: 'Siniestro',
  robo_perdida: 'Robo o pérdida',
  donacion: 'Donación',
  destruccion: 'Destrucción',
  otro: 'Otro motivo',
};

/** What `documento` numbers for each motive: a sale by its invoice, obsolescence by the technical report, a theft or loss by the police report. */
export const DOCUMENTO_DE_MOTIVO: Record<MotivoBaja, string> = {
  venta: 'Factura de venta',
  obsolescencia: 'Informe técnico',
  siniestro: 'Documento sustentatorio',
  robo_perdida: 'Denuncia policial',
  donacion: 'Documento sustentatorio',
  destruccion: 'Documento sustentatorio',
  otro: 'Documento sustentatorio',
};

/** The IGV credit is repaid when the asset is sold before this many years from its first use (Ley del IGV art. 22). */
const ANIOS_REINTEGRO_VENTA = 2;

export type CifrasDeBaja = Pick<ActivoBaja, 'costo' | 'depreciacionAcumulada' | 'valorNeto' | 'resultadoVenta' | 'reintegroIgv'>;

const centimos = (importe: number) => Math.round(importe * 100);

/**
 * The figures of a disposal on `fecha` (UTC midnight), from the asset's schedule ending in that month: the depreciable
 * cost then (cost and the improvements counted by then), the accumulated depreciation to that month, the net book
 * value written off, a sale's gain (> 0) or loss (< 0), and the IGV credit to repay, estimated.
 */
export function cifrasDeBaja(
  historia: HistoriaDepreciable,
  fecha: Date,
  activo: { precio: number; igv: number },
  baja: { motivo: MotivoBaja; valorVenta?: number | null },
): CifrasDeBaja {
  const mes = indiceDeMes(fecha);
  const { costo, acumulada } = new Cronograma({ ...historia, baja: fecha }).tramo(mes, mes);
  const neto = costo - acumulada;
  const venta = baja.motivo === 'venta' && baja.valorVenta !== null && baja.valorVenta !== undefined ? centimos(baja.valorVenta) : null;
  return {
    costo: costo / 100,
    depreciacionAcumulada: acumulada / 100,
    valorNeto: neto / 100,
    resultadoVenta: venta === null ? null : (venta - neto) / 100,
    reintegroIgv: reintegroIgv(baja.motivo, venta, fecha, historia.inicio, activo),
  };
}

/**
 * The IGV credit to repay (Ley del IGV art. 22), only for an asset that carried IGV: a sale within two years of first
 * use below the cost without IGV repays the part of the IGV the price falls short by; a disappearance or destruction
 * repays it all (unless by force majeure or a third party's crime, duly proven: the warning says so).
 */
function reintegroIgv(motivo: MotivoBaja, venta: number | null, fecha: Date, inicio: Date | null, activo: { precio: number; igv: number }): number | null {
  const igv = centimos(activo.igv);
  if (igv <= 0) return null;
  if (motivo === 'robo_perdida' || motivo === 'destruccion') return igv / 100;
  if (motivo !== 'venta' || venta === null || inicio === null) return null;
  const precio = centimos(activo.precio);
  const plazo = Date.UTC(inicio.getUTCFullYear() + ANIOS_REINTEGRO_VENTA, inicio.getUTCMonth(), inicio.getUTCDate());
  if (fecha.getTime() >= plazo || venta >= precio || precio <= 0) return null;
  return Math.round((igv * (precio - venta)) / precio) / 100;
}

/** The warnings of a stored disposal, derived from it on every read. */
export function advertenciasDe(baja: Pick<ActivoBaja, 'motivo' | 'reintegroIgv'>): string[] {
  if (!baja.reintegroIgv) return [];
  const importe = soles.format(baja.reintegroIgv);
  if (baja.motivo === 'venta') {
    return [
      `Venta antes de los dos años del inicio de uso por un valor menor al costo sin IGV: corresponde reintegrar ${importe} del crédito fiscal del IGV (Ley del IGV, art. 22)`,
    ];
  }
  const hecho = baja.motivo === 'destruccion' ? 'la destrucción' : 'la desaparición o pérdida';
  return [
    `Corresponde reintegrar ${importe} del crédito fiscal del IGV (Ley del IGV, art. 22), salvo que ${hecho} se deba a caso fortuito o fuerza mayor, o a un delito cometido por terceros, debidamente acreditados (denuncia policial)`,
  ];
}
