import { DataSourceOptions } from 'typeorm';
import { sentenciaDeReclamoEnLote } from '../database/reclamo-en-lote';

/** Uploads one sweep statement claims at most. */
export const LOTE_BARRIDO = 100;

/**
 * The single statement with which a sweep run claims orphan uploads: rows of
 * imagen_subida created before :limite that no asset shows, unclaimed or under a
 * claim older than :vencido (a run that stopped), take this run's claim. Only rows this
 * statement changed carry it, so two API instances never delete the same upload's files
 * twice. The same queue claim as the maintenance notices (database/reclamo-en-lote.ts).
 *
 * Named parameters, bound by the driver: :reclamo, :ahora, :limite, :vencido.
 */
export function sentenciaDeBarrido(dialecto: DataSourceOptions['type'], q: (identifier: string) => string): string {
  const [tabla, reclamadoPor, reclamadoEn] = ['imagen_subida', 'reclamadoPor', 'reclamadoEn'].map(q);
  return sentenciaDeReclamoEnLote(dialecto, {
    tabla,
    id: q('id'),
    reclamable:
      `${q('createdAt')} < :limite AND (${reclamadoPor} IS NULL OR ${reclamadoEn} < :vencido)` +
      ` AND NOT EXISTS (SELECT 1 FROM ${q('activo')} a WHERE a.${q('imagen')} = ${tabla}.${q('ruta')})`,
    set: `${reclamadoPor} = :reclamo, ${reclamadoEn} = :ahora`,
    orden: q('id'),
    lote: LOTE_BARRIDO,
  });
}
