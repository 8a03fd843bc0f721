import { ActivoDepreciable, Cronograma, HistoriaDepreciable, indiceDeMes } from './depreciacion';

/**
 * The two books an asset is carried in (docs/contabilidad.md): the tax book at the SUNAT rate, which feeds the
 * Formato 7.1, and the financial book under NIC 16 (useful life and residual value, straight line).
 */
export const LIBROS = ['tributario', 'financiero'] as const;
export type Libro = (typeof LIBROS)[number];

/** The deferred-tax rate a company starts with: third-category income tax since 2017. */
export const TASA_IMPUESTO_DIFERIDO = 29.5;

/** The useful life the rate implies, months: 20 % → 60; none for a rate of 0. */
export const vidaUtilPorDefecto = (tasaAnual: number): number | null => (tasaAnual > 0 ? Math.round(1200 / tasaAnual) : null);

/** What the financial book reads of an asset besides its tax history. */
export interface DatosFinancieros {
  vidaUtilMeses?: number | null;
  valorResidual?: number | null;
}

/** The financial book's history from the tax one: same cost, improvements, first use and disposal; the asset's life and residual value. */
export function historiaFinanciera(tributaria: HistoriaDepreciable, activo: DatosFinancieros, apertura: HistoriaDepreciable['apertura'] = null): HistoriaDepreciable {
  const vidaUtilMeses = activo.vidaUtilMeses ?? vidaUtilPorDefecto(tributaria.tasaAnual);
  return {
    ...tributaria,
    tasaAnual: vidaUtilMeses ? Math.round(120_000 / vidaUtilMeses) / 100 : 0,
    vidaUtilMeses,
    valorResidual: activo.valorResidual ?? 0,
    apertura,
  };
}

const NOMBRE_DEL_LIBRO: Record<Libro, string> = { tributario: 'tributaria', financiero: 'financiera' };
// One formatter for every row: toLocaleString builds one per call, a third of an import's time with opening balances.
const IMPORTE = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const soles = (centimos: number) => `S/ ${IMPORTE.format(centimos / 100)}`;
const dia = (fecha: Date) => fecha.toISOString().slice(0, 10).split('-').reverse().join('/');

/** The opening balance of one book, checked: an error refuses it, a warning only tells. */
export interface RevisionDeApertura {
  error: string | null;
  advertencia: string | null;
}

/**
 * The rules of an opening balance (`acumulada`, as at the day before `corte`) for an asset whose history (without
 * opening balance) is `historia`: never negative, never above the depreciable base, only on an asset in use before the
 * cut-over; a warning when it differs from what the rate gives by more than one month's depreciation.
 */
export function revisarApertura(libro: Libro, historia: HistoriaDepreciable, corte: Date | null, acumulada: number | null | undefined): RevisionDeApertura {
  const sinObservaciones = { error: null, advertencia: null };
  if (acumulada === null || acumulada === undefined) return sinObservaciones;
  const campo = `La depreciación acumulada inicial ${NOMBRE_DEL_LIBRO[libro]}`;
  if (acumulada < 0) return { error: `${campo} no puede ser negativa`, advertencia: null };
  if (!corte) return { error: `${campo} requiere la fecha de inicio de la contabilidad: configúrela en Contabilidad`, advertencia: null };
  if (!historia.inicio || indiceDeMes(historia.inicio) >= indiceDeMes(corte)) {
    return { error: `${campo} solo corresponde a un activo en uso antes de la fecha de inicio (${dia(corte)})`, advertencia: null };
  }
  const cronograma = new Cronograma(historia);
  const cierre = indiceDeMes(corte) - 1;
  const { acumulada: esperada, costo } = cronograma.tramo(cierre, cierre);
  const base = costo - Math.round((historia.valorResidual ?? 0) * 100);
  const dada = Math.round(acumulada * 100);
  if (dada > base) return { error: `${campo} (${soles(dada)}) supera la base depreciable (${soles(base)})`, advertencia: null };
  const unMes = cronograma.tramo(cierre + 1, cierre + 1).delTramo || cronograma.tramo(cierre, cierre).delTramo;
  if (Math.abs(dada - esperada) <= unMes) return sinObservaciones;
  const vispera = new Date(corte.getTime() - 86_400_000);
  return {
    error: null,
    advertencia: `${campo} (${soles(dada)}) difiere de la que da la tasa al ${dia(vispera)} (${soles(esperada)}) en más de un mes de depreciación (${soles(unMes)})`,
  };
}

/** An asset's history in one book: its opening balance in that book counts when the company has a cut-over date. */
export function historiaDelLibro(libro: Libro, tributaria: HistoriaDepreciable, activo: ActivoDepreciable, corte: Date | null): HistoriaDepreciable {
  const acumulada = libro === 'tributario' ? activo.depreciacionAcumuladaInicial : activo.depreciacionAcumuladaInicialFinanciera;
  const apertura = corte && acumulada !== null && acumulada !== undefined ? { corte, acumulada } : null;
  return libro === 'tributario' ? { ...tributaria, apertura } : historiaFinanciera(tributaria, activo, apertura);
}

/** Both opening balances of an asset checked (revisarApertura): the refusals and the warnings, in Spanish. */
export interface RevisionDeAperturas {
  errores: string[];
  advertencias: string[];
}

export function revisarAperturas(tributaria: HistoriaDepreciable, activo: ActivoDepreciable, corte: Date | null): RevisionDeAperturas {
  const revisiones = [
    revisarApertura('tributario', tributaria, corte, activo.depreciacionAcumuladaInicial),
    revisarApertura('financiero', historiaFinanciera(tributaria, activo), corte, activo.depreciacionAcumuladaInicialFinanciera),
  ];
  return {
    errores: revisiones.map((r) => r.error).filter((e): e is string => e !== null),
    advertencias: revisiones.map((r) => r.advertencia).filter((a): a is string => a !== null),
  };
}
