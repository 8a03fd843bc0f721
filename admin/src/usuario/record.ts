import type { RaRecord } from 'react-admin';

/** A user as the API answers it: never with a password. */
export interface Usuario extends RaRecord {
    id: number;
    tipo: number;
    companiaId: number;
    companiaNombre: string | null;
    nombre: string;
    apellido: string | null;
    correoElectronico: string;
    numeroTelefonico: string | null;
    codigo: string | null;
    detalle: string | null;
    createdAt: string;
    updatedAt: string;
}

export const usuarioName = (usuario: Usuario): string => [usuario.nombre, usuario.apellido].filter(Boolean).join(' ');
