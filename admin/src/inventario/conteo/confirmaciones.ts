import type { LecturaNueva, LoteDeLecturas } from '../../api/tipos';
import type { Leida } from './lectura';

/** What the server answered for one reading of a batch: saved (with its result) or refused (with why). */
export type Confirmacion = LoteDeLecturas['resultados'][number];

/** A reading kept on the phone, named as its row names it: when it was read and what was read (unique per phone). */
export const claveDeEnvio = (lectura: Pick<LecturaNueva, 'leidoEl' | 'codigo'>): string => `${lectura.leidoEl}|${lectura.codigo}`;

/** The confirmations of a batch by the readings sent, each answer at its reading's position (`indice`). */
export const confirmacionesDelLote = (enviadas: readonly LecturaNueva[], lote: LoteDeLecturas): Array<[string, Confirmacion]> =>
    lote.resultados.filter((resultado) => enviadas[resultado.indice]).map((resultado) => [claveDeEnvio(enviadas[resultado.indice]), resultado]);

/**
 * A row of the counting page as the server has it: a reading that waited on the phone becomes "Enviada" with the
 * server's result (which may differ from the phone's guess: a code read elsewhere meanwhile), or shows why it was
 * refused. Rows that did not wait, or whose batch has not been answered, are as they were.
 */
export const segunConfirmaciones = (leida: Leida, confirmadas: ReadonlyMap<string, Confirmacion>): Leida => {
    const confirmacion = leida.pendiente && leida.envio !== undefined ? confirmadas.get(leida.envio) : undefined;
    if (!confirmacion) return leida;
    if (!confirmacion.ok) {
        return { clave: leida.clave, codigo: leida.codigo, error: confirmacion.errores.map((error) => error.message).join(' / ') };
    }
    const { lectura } = confirmacion;
    return { clave: leida.clave, codigo: lectura.codigo || leida.codigo, activo: lectura.activo, resultado: lectura.resultado, enviada: true };
};
