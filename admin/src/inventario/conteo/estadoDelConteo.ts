import { segunConfirmaciones, type Confirmacion } from './confirmaciones';
import type { LugarDelConteo } from './almacen';
import type { Leida } from './lectura';
import type { ActivoDeInventario, UbicacionInventario } from '../../api/tipos';

// What the counting page keeps while it is open, and how each thing that happens changes it: a pure reducer (no
// React, no storage, no network), used with useReducer by ConteoPage and tested on its own.

/** How many readings the page lists under the last one. */
export const ULTIMAS = 10;

export interface EstadoDelConteo {
    /** The place being counted, and whether counting started there (kept on the phone by the page: almacen.ts). */
    lugar: LugarDelConteo;
    /** What is typed in the code field (by hand or by a handheld scanner). */
    codigo: string;
    /** Whether the camera reads labels. */
    camara: boolean;
    /** The readings of this visit, newest first: the last one and the ULTIMAS before it. */
    lecturas: Leida[];
    /** The `clave` of the next reading. */
    siguiente: number;
    /** The assets read since the page opened (the campaign's list says which were read before). */
    leidos: ReadonlySet<number>;
    /** The server's answers for readings that waited on the phone, by claveDeEnvio. */
    confirmadas: ReadonlyMap<string, Confirmacion>;
}

export type AccionDelConteo =
    /** The code field changed; '' when its code was registered. */
    | { tipo: 'escribir'; codigo: string }
    /** The camera turned on or off. */
    | { tipo: 'camara' }
    /** The place chosen in the place step. */
    | { tipo: 'ubicacion'; ubicacion: UbicacionInventario }
    /** Empezar a contar: from the place step to reading. */
    | { tipo: 'empezar' }
    /** Cambiar ubicación: back to the place step, the place as it was. */
    | { tipo: 'cambiarUbicacion' }
    /** A reading answered (by the API, or kept on the phone); `activoId` the campaign's asset it read, if any. */
    | { tipo: 'leida'; leida: Omit<Leida, 'clave'>; activoId?: number }
    /** The server's answers for a batch of readings that waited on the phone (usePendientes). */
    | { tipo: 'confirmadas'; lote: ReadonlyArray<[string, Confirmacion]> };

/** The page as it opens: at the place kept on the phone, nothing typed or read yet. */
export const estadoInicial = (lugar: LugarDelConteo): EstadoDelConteo => ({
    lugar,
    codigo: '',
    camara: false,
    lecturas: [],
    siguiente: 1,
    leidos: new Set(),
    confirmadas: new Map(),
});

const conLeidos = (leidos: ReadonlySet<number>, ids: readonly number[]): ReadonlySet<number> =>
    ids.every((id) => leidos.has(id)) ? leidos : new Set([...leidos, ...ids]);

export const estadoDelConteo = (estado: EstadoDelConteo, accion: AccionDelConteo): EstadoDelConteo => {
    switch (accion.tipo) {
        case 'escribir':
            return { ...estado, codigo: accion.codigo };
        case 'camara':
            return { ...estado, camara: !estado.camara };
        case 'ubicacion':
            return { ...estado, lugar: { ...estado.lugar, ubicacion: accion.ubicacion } };
        case 'empezar':
            return { ...estado, lugar: { ...estado.lugar, contando: true } };
        case 'cambiarUbicacion':
            return { ...estado, lugar: { ...estado.lugar, contando: false } };
        case 'leida': {
            // The same asset read again is a new row (when and where it was read again), but counts once.
            const { leida, activoId } = accion;
            return {
                ...estado,
                lecturas: [{ ...leida, clave: estado.siguiente }, ...estado.lecturas].slice(0, ULTIMAS + 1),
                siguiente: estado.siguiente + 1,
                leidos: activoId !== undefined && !leida.error ? conLeidos(estado.leidos, [activoId]) : estado.leidos,
            };
        }
        case 'confirmadas': {
            if (!accion.lote.length) return estado;
            const guardadas = accion.lote.flatMap(([, confirmacion]) =>
                confirmacion.ok && confirmacion.lectura.activoId !== null ? [confirmacion.lectura.activoId] : [],
            );
            return {
                ...estado,
                confirmadas: new Map([...estado.confirmadas, ...accion.lote]),
                leidos: conLeidos(estado.leidos, guardadas),
            };
        }
    }
};

/**
 * The asset of the campaign a reading read, to count it: the one the API named, or else the one of the code read; none
 * for an unreadable text, even one that happens to be some asset's code.
 */
export const activoDeLaLectura = (leida: Omit<Leida, 'clave'>, activos: readonly ActivoDeInventario[]): number | undefined =>
    leida.resultado === 'ilegible' ? undefined : activos.find((activo) => activo.codigo === (leida.activo?.codigo ?? leida.codigo))?.id;

/** The rows the page shows, newest first, each reading that waited on the phone as the server confirmed it. */
export const filasDelConteo = (estado: EstadoDelConteo): Leida[] =>
    estado.lecturas.map((leida) => segunConfirmaciones(leida, estado.confirmadas));

/** Whether an asset was read: before the page opened (the campaign's list says so), or since. */
export const fueLeido = (estado: EstadoDelConteo, activo: Pick<ActivoDeInventario, 'id' | 'leido'>): boolean =>
    activo.leido || estado.leidos.has(activo.id);
