import type { RaRecord } from 'react-admin';

export interface Direccion extends RaRecord {
    id: number;
    companiaId: number;
    calle: string;
    ciudad: string;
    codigoPostal: string | null;
    urbanizacion: string | null;
    distrito: string;
    provincia: string;
    departamento: string;
    /** INEI's code of the district; null for an old address whose names match none. */
    ubigeo: string | null;
    sede: string | null;
    clientesCount: number;
    createdAt: string;
    updatedAt: string;
}

/** An address as pickers list it: GET /api/Direccion/dropdown. */
export interface DireccionOption {
    id: number;
    text: string;
}

/** The address in the confirmation question: its street. */
export const direccionName = (direccion: Pick<Direccion, 'calle'>): string => direccion.calle;

/** "calle, distrito, provincia", as the API writes the dropdown's text. */
export const direccionText = (direccion: Pick<Direccion, 'calle' | 'distrito' | 'provincia'>): string =>
    [direccion.calle, direccion.distrito, direccion.provincia].filter(Boolean).join(', ');
