import type { RaRecord } from 'react-admin';
import type { Direccion } from '../direccion/record';

export interface Cliente extends RaRecord {
    id: number;
    companiaId: number;
    nombre: string;
    apellido: string;
    ruc: string | null;
    dni: string | null;
    ce: string | null;
    correoElectronico: string | null;
    telefono: string | null;
    ingenieroResponsable: string | null;
    representanteLegal: string | null;
    usuario: string | null;
    tieneContrato: boolean;
    direccionId: number | null;
    /** In the list: the client's address, if any. */
    direccion?: Pick<Direccion, 'calle' | 'distrito' | 'provincia' | 'sede'> | null;
    createdAt: string;
    updatedAt: string;
}

export const clienteName = (cliente: Pick<Cliente, 'nombre' | 'apellido'>): string =>
    [cliente.nombre, cliente.apellido].filter(Boolean).join(' ');
