import { useApiQuery } from '../../common/useApiQuery';
import { campanaGuardada, guardarCampana, type Campana } from './almacen';
import { sinRed } from './usePendientes';

/** The campaign and its assets; `guardada` when they come from the phone's copy because the network is down. */
export interface CampanaCargada {
    campana: Campana;
    guardada: boolean;
}

/**
 * The campaign and every asset of its scope, asked once and kept on the phone (GET …/activos), so the page can
 * count, show the asset read and the progress without network.
 */
export const useCampana = (inventarioId: number) =>
    useApiQuery<CampanaCargada>(['campana', inventarioId], async (api) => {
        try {
            const [inventario, activos] = await Promise.all([
                api.inventario(inventarioId),
                api.activosDeInventario(inventarioId),
            ]);
            const campana = { inventario, activos };
            // The copy only helps later: a phone that can't keep it still counts with the network.
            await guardarCampana(campana).catch(() => undefined);
            return { campana, guardada: false };
        } catch (error) {
            const guardada = sinRed(error) ? await campanaGuardada(inventarioId).catch(() => undefined) : undefined;
            if (guardada) return { campana: guardada, guardada: true };
            throw error;
        }
    });
