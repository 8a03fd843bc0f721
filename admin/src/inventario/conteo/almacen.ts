import { createStore, get, set, update } from 'idb-keyval';
import type { ActivoDeInventario, Inventario, LecturaNueva, UbicacionInventario } from '../../api/tipos';

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

/**
 * Marks assets of the phone's copy as read (read on this page, sent or waiting): a reload without network shows the
 * progress as it was, not as it was when the copy was taken.
 */
export const marcarLeidos = (inventarioId: number, ids: ReadonlySet<number>): Promise<void> =>
    update<Campana | undefined>(
        claveCampana(inventarioId),
        (campana) => campana && { ...campana, activos: campana.activos.map((activo) => (ids.has(activo.id) ? { ...activo, leido: true } : activo)) },
        almacen,
    );

export const pendientes = async (inventarioId: number, usuarioId: string): Promise<LecturaNueva[]> =>
    (await get<LecturaNueva[]>(claveCola(inventarioId, usuarioId), almacen)) ?? [];

export const encolar = (inventarioId: number, usuarioId: string, lectura: LecturaNueva): Promise<void> =>
    update<LecturaNueva[]>(claveCola(inventarioId, usuarioId), (cola = []) => [...cola, lectura], almacen);

/** Drops the first `cuantas`, the ones just sent: readings queued meanwhile stay. */
export const quitarEnviadas = (inventarioId: number, usuarioId: string, cuantas: number): Promise<void> =>
    update<LecturaNueva[]>(claveCola(inventarioId, usuarioId), (cola = []) => cola.slice(cuantas), almacen);

/** The place being counted and whether counting had started there: a reload (or reopening the page) goes on there. */
export interface LugarDelConteo {
    ubicacion: UbicacionInventario;
    contando: boolean;
}

// localStorage, read as the page renders: the place is small, and IndexedDB would show the place step for an instant.
const claveLugar = (inventarioId: number, usuarioId: string) => `conteo-lugar-${inventarioId}-${usuarioId}`;

export const lugarGuardado = (inventarioId: number, usuarioId: string): LugarDelConteo => {
    try {
        const guardado = JSON.parse(localStorage.getItem(claveLugar(inventarioId, usuarioId)) ?? 'null') as LugarDelConteo | null;
        if (guardado && typeof guardado.ubicacion === 'object' && guardado.ubicacion) return { ubicacion: guardado.ubicacion, contando: guardado.contando === true };
    } catch {
        // An unreadable entry (another version of the page): start from the place step.
    }
    return { ubicacion: {}, contando: false };
};

export const guardarLugar = (inventarioId: number, usuarioId: string, lugar: LugarDelConteo): void => {
    try {
        localStorage.setItem(claveLugar(inventarioId, usuarioId), JSON.stringify(lugar));
    } catch {
        // Storage full or denied: counting goes on, only a reload would ask for the place again.
    }
};
