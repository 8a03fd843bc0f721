import { createStore, get, set, update } from 'idb-keyval';
import type { ActivoDeInventario, Inventario, LecturaNueva } from '../../api/tipos';

// What the phone keeps in IndexedDB so counting goes on without network: the campaign and its assets, and the
// readings waiting to be sent.

const almacen = createStore('activos-fijos-inventario', 'conteo');

/** A campaign as the counting page needs it. */
export interface Campana {
    inventario: Inventario;
    activos: ActivoDeInventario[];
}

const claveCampana = (inventarioId: number) => `campana-${inventarioId}`;

// By user too: a reading is saved under whoever is signed in when it is sent, and must be that person's.
const claveCola = (inventarioId: number, usuarioId: string) => `pendientes-${inventarioId}-${usuarioId}`;

export const guardarCampana = (campana: Campana): Promise<void> => set(claveCampana(campana.inventario.id), campana, almacen);

export const campanaGuardada = (inventarioId: number): Promise<Campana | undefined> =>
    get<Campana>(claveCampana(inventarioId), almacen);

export const pendientes = async (inventarioId: number, usuarioId: string): Promise<LecturaNueva[]> =>
    (await get<LecturaNueva[]>(claveCola(inventarioId, usuarioId), almacen)) ?? [];

export const encolar = (inventarioId: number, usuarioId: string, lectura: LecturaNueva): Promise<void> =>
    update<LecturaNueva[]>(claveCola(inventarioId, usuarioId), (cola = []) => [...cola, lectura], almacen);

/** Drops the first `cuantas`, the ones just sent: readings queued meanwhile stay. */
export const quitarEnviadas = (inventarioId: number, usuarioId: string, cuantas: number): Promise<void> =>
    update<LecturaNueva[]>(claveCola(inventarioId, usuarioId), (cola = []) => cola.slice(cuantas), almacen);
