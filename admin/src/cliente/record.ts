import type { Cliente } from '../api/tipos';

export const clienteName = (cliente: Pick<Cliente, 'nombre' | 'apellido'>): string =>
    [cliente.nombre, cliente.apellido].filter(Boolean).join(' ');
