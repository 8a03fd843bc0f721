import { CAMPOS_CABECERA } from '../dominio/campos-movimiento';
import { GuiaMovimiento } from './guia-movimiento.entity';
import { Movimiento } from './movimiento.entity';
import { GuiaMovimientoDto, MovimientoCabeceraDto, MovimientoGeneracionDto } from './dto/movimiento.dto';

/*
 * The movement rules that span several fields (docs/especificacion-operaciones.md §5 "Movimiento" and
 * "Generation page"); the per-field ones are the DTOs' decorators.
 */

/** The fields of a guide line a body sets. */
const CAMPOS_GUIA = ['ruc', 'fecha', 'destinatario', 'guiaRemitente', 'puntoDePartida', 'puntoDeLlegada', 'activoId', 'codigo', 'unidad', 'descripcion', 'cantidad'] as const;

/** What the generation page's guide modal requires, under its labels. */
const GUIA_REQUERIDOS: ReadonlyArray<[keyof GuiaEntrada, string]> = [
  ['ruc', 'Número de Guía'],
  ['fecha', 'Fecha'],
  ['destinatario', 'Destinatario'],
  ['guiaRemitente', 'Razón Social'],
  ['puntoDePartida', 'Punto de Partida'],
  ['puntoDeLlegada', 'Punto de Llegada'],
  ['activoId', 'Activo'],
  ['unidad', 'Unidad'],
];

/** The registered addresses of the two points, beside their texts. */
const PUNTOS = ['partidaDireccionId', 'llegadaDireccionId'] as const;

export type Cabecera = Pick<Movimiento, Exclude<(typeof CAMPOS_CABECERA)[number], 'fecha' | 'destinatario'> | (typeof PUNTOS)[number]> & {
  fecha: Date | null;
  destinatario: string;
};
export type GuiaEntrada = Pick<GuiaMovimiento, (typeof CAMPOS_GUIA)[number]>;

const vacio = (value: unknown) => value === undefined || value === null || value === '';

/** The header a body sets; what it leaves out is null (a PUT replaces the whole header). */
export function cabeceraDe(dto: MovimientoCabeceraDto & { destinatario?: string | null }): Cabecera {
  return Object.fromEntries([...CAMPOS_CABECERA, ...PUNTOS].map((campo) => [campo, dto[campo] ?? null])) as Cabecera;
}

/** A guide line as a body sets it; `activo` stands for activoId. Unit and quantity defaults are the save's. */
export function guiaDe(dto: GuiaMovimientoDto): GuiaEntrada {
  const guia = Object.fromEntries(CAMPOS_GUIA.map((campo) => [campo, dto[campo] ?? null])) as GuiaEntrada;
  guia.activoId ??= dto.activo ?? null;
  return guia;
}

/** A guide the modal sent with nothing filled in (unit and quantity have defaults, so they do not count). */
export const guiaVacia = (guia: GuiaEntrada) =>
  CAMPOS_GUIA.every((campo) => campo === 'unidad' || campo === 'cantidad' || vacio(guia[campo]));

/** The asset ids of one or more lists, each once, in the order given. */
export const idsUnicos = (...listas: Array<ReadonlyArray<number | null> | undefined>): number[] => [
  ...new Set(listas.flatMap((lista) => lista ?? []).filter((id): id is number => id !== null)),
];

/** The spec's messages for an incomplete generation body; empty when it is complete. */
export function faltantesGeneracion(dto: MovimientoGeneracionDto): string[] {
  const mensajes: string[] = [];
  if (CAMPOS_CABECERA.some((campo) => vacio(dto[campo]))) mensajes.push('Por favor, complete todos los campos del movimiento');
  if (!idsUnicos(dto.activos, dto.activoIds).length) mensajes.push('Por favor, agregue al menos un activo');
  if (!dto.guiaMovimientos?.length) mensajes.push('Por favor, agregue al menos una guía de movimiento');
  for (const guia of (dto.guiaMovimientos ?? []).map(guiaDe)) {
    const faltan = GUIA_REQUERIDOS.filter(([campo]) => vacio(guia[campo])).map(([, etiqueta]) => etiqueta);
    if (faltan.length) mensajes.push(`Campos requeridos: ${faltan.join(', ')}`);
  }
  return [...new Set(mensajes)];
}
