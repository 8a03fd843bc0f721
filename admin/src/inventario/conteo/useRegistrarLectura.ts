import type { Dispatch } from 'react';
import { codigoLeido } from '@dominio/inventario';
import { useErrorMessage } from '../../common/errors';
import { useApi } from '../../common/useApiQuery';
import { claveDeEnvio } from './confirmaciones';
import { activoDeLaLectura, type AccionDelConteo } from './estadoDelConteo';
import { segunElTelefono, segunLaApi, ubicacionDeLectura, type Leida } from './lectura';
import { senal } from './senal';
import { sinRed, type Pendientes } from './usePendientes';
import type { Campana } from './almacen';
import type { LecturaNueva, UbicacionInventario } from '../../api/tipos';

/**
 * Registers what was read at `ubicacion` (typed, scanned or seen by the camera): sent to the API at once, or kept on the
 * phone when there is no network or readings already wait; then the beep, and the reading on the page.
 */
export const useRegistrarLectura = (
    campana: Campana,
    ubicacion: UbicacionInventario,
    pendientes: Pendientes,
    dispatch: Dispatch<AccionDelConteo>,
): ((leido: string) => Promise<void>) => {
    const describe = useErrorMessage();
    const api = useApi();
    const { inventario, activos } = campana;

    return async (leido: string) => {
        const textoLeido = leido.trim();
        if (!textoLeido) return;
        // The API's own rule, against this panel's address (the one the labels are printed with): an asset's code, or
        // a text that names none (a label of another address), which is kept too, as an unreadable reading.
        const segunLaRegla = codigoLeido(textoLeido, window.location.origin);
        const codigo = segunLaRegla.ok ? segunLaRegla.codigo : null;
        // The label's URL goes as it was read: the API decides by the same rule.
        const lectura: LecturaNueva = {
            codigo: textoLeido,
            ubicacion: ubicacionDeLectura(ubicacion),
            leidoEl: new Date().toISOString(),
        };
        const guardar = async () => {
            await pendientes.guardar(lectura);
            return { ...segunElTelefono(activos, ubicacion, codigo, textoLeido), envio: claveDeEnvio(lectura) };
        };
        let leida: Omit<Leida, 'clave'>;
        // Readings already waiting go first, so a newer reading of an asset is never overwritten by an older one.
        if (!navigator.onLine || pendientes.cuenta > 0) {
            leida = await guardar();
            if (navigator.onLine) void pendientes.enviar();
        } else {
            try {
                leida = segunLaApi(await api.leer(inventario.id, lectura), textoLeido);
            } catch (error) {
                leida = sinRed(error) ? await guardar() : { codigo: codigo ?? textoLeido, error: describe(error) };
            }
        }
        senal(leida.resultado === 'encontrado');
        dispatch({ tipo: 'leida', leida, activoId: activoDeLaLectura(leida, activos) });
    };
};
