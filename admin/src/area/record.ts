import type { RaRecord } from 'react-admin';

export interface Area extends RaRecord {
    id: number;
    companiaId: number;
    nombre: string;
    createdAt: string;
    updatedAt: string;
}

export const areaName = (area: Area): string => area.nombre;
