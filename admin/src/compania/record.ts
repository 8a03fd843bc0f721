import type { RaRecord } from 'react-admin';

export interface Compania extends RaRecord {
    id: number;
    razonSocial: string;
    ruc: string;
    rubro: string | null;
    createdAt: string;
    updatedAt: string;
}

export const companiaName = (compania: Compania): string => compania.razonSocial;
