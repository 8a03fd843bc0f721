import { DataSourceOptions } from 'typeorm';
import { sentenciaDeReclamoEnLote } from '../../database/reclamo-en-lote';

/** Notices one run claims at most. */
export const LOTE_RECLAMO = 50;
/** After this many attempts a notice stays fallida. */
export const MAX_INTENTOS = 5;

/**
 * The single statement with which a scheduler run claims due notices: those pendiente
 * or fallida whose proximoIntento has come and that have attempts left, oldest first,
 * become enviando under this run's claim, with one more attempt counted. Only rows
 * this statement changed carry the claim, so two API instances on one database never
 * send the same notice (database/reclamo-en-lote.ts spells it for each database); `q` quotes an identifier.
 *
 * Named parameters, bound by the driver: :reclamo, :ahora, :enviando, :reclamables
 * (list) and :maxIntentos. `tabla`: the queue table (notificacion, or aviso_de_vencimiento for due dates).
 */
export function sentenciaDeReclamo(dialecto: DataSourceOptions['type'], q: (identifier: string) => string, tabla = 'notificacion'): string {
  const [estado, intentos, proximo] = ['estado', 'intentos', 'proximoIntento'].map(q);
  return sentenciaDeReclamoEnLote(dialecto, {
    tabla: q(tabla),
    id: q('id'),
    reclamable: `${estado} IN (:...reclamables) AND ${proximo} <= :ahora AND ${intentos} < :maxIntentos`,
    set: `${estado} = :enviando, ${q('reclamadoPor')} = :reclamo, ${q('reclamadoEn')} = :ahora, ${intentos} = ${intentos} + 1, ${q('updatedAt')} = :ahora`,
    orden: `${proximo}, ${q('id')}`,
    lote: LOTE_RECLAMO,
  });
}
