import type { RaRecord } from 'react-admin';

export const PERMISOS = ['lectura', 'escritura'] as const;
export type Permiso = (typeof PERMISOS)[number];

/** An API key as GET /api/ClaveApi lists it: never its secret. */
export interface ClaveApi extends RaRecord {
    id: number;
    companiaId: number;
    nombre: string;
    permiso: Permiso;
    /** The key's first characters, to tell keys apart. */
    prefijo: string;
    creadaEl: string;
    expiraEl: string | null;
    revocadaEl: string | null;
    ultimoUsoEl: string | null;
    creadoPor: string | null;
    activa: boolean;
}

/** POST /api/ClaveApi's answer: the only time the key itself (`clave`) is seen. */
export interface ClaveApiCreada extends Pick<ClaveApi, 'id' | 'nombre' | 'permiso' | 'prefijo' | 'creadaEl' | 'expiraEl'> {
    clave: string;
}

export const claveApiName = (clave: Pick<ClaveApi, 'nombre'>): string => clave.nombre;

/** Translation key of the key's state: revoked, past its expiry date, or in use. */
export const estadoDe = (clave: ClaveApi): string =>
    clave.activa
        ? 'resources.ClaveApi.estados.activa'
        : clave.revocadaEl
          ? 'resources.ClaveApi.estados.revocada'
          : 'resources.ClaveApi.estados.expirada';
