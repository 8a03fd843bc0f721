import type { GuiaElectronica, Movimiento } from '../api/tipos';

export type { GuiaElectronica };
export type EstadoGuia = GuiaElectronica['estado'];

/** SUNAT has not answered yet: the screens ask again every few seconds. */
export const EN_CURSO: readonly EstadoGuia[] = ['pendiente', 'enviado'];
/** SUNAT took it: it is printed, and its movement no longer changes. */
export const ACEPTADA: readonly EstadoGuia[] = ['aceptado', 'observado'];

export const enCurso = (guia: Pick<GuiaElectronica, 'estado'> | null | undefined) => Boolean(guia && EN_CURSO.includes(guia.estado));
export const aceptada = (guia: Pick<GuiaElectronica, 'estado'> | null | undefined) => Boolean(guia && ACEPTADA.includes(guia.estado));
/** A new emission is possible: none yet, or the last one was rejected or not registered. */
export const puedeEmitir = (guia: Pick<GuiaElectronica, 'estado'> | null | undefined) => !guia || guia.estado === 'rechazado' || guia.estado === 'error';

/** What the guide's screens show of its movement: its number and its recipient. */
export type MovimientoDeLaGuia = Pick<Movimiento, 'id' | 'destinatario' | 'ruc'>;
