import type { RaRecord } from 'react-admin';

export interface Compania extends RaRecord {
    id: number;
    razonSocial: string;
    ruc: string;
    rubro: string | null;
    /** Its types 1-2 must log in with two-step verification. */
    requiere2fa: boolean;
    createdAt: string;
    updatedAt: string;
}

export const companiaName = (compania: Compania): string => compania.razonSocial;
