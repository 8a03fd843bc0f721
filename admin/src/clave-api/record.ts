import type { ClaveApi } from '../api/tipos';

export const PERMISOS = ['lectura', 'escritura'] as const;
export type Permiso = (typeof PERMISOS)[number];

export const claveApiName = (clave: Pick<ClaveApi, 'nombre'>): string => clave.nombre;

/** Translation key of the key's state: revoked, past its expiry date, or in use. */
export const estadoDe = (clave: ClaveApi): string =>
    clave.activa
        ? 'resources.ClaveApi.estados.activa'
        : clave.revocadaEl
          ? 'resources.ClaveApi.estados.revocada'
          : 'resources.ClaveApi.estados.expirada';
