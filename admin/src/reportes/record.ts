import { usuarioNombre } from '../activos/record';

/** GET /api/reportes/asignacion: the assets grouped by assigned user; amounts in S/. */
export interface ReporteAsignacion {
    grupos: GrupoAsignacion[];
    cantidad: number;
    valorTotal: number;
    /** Only in the report of every user. */
    sinAsignar: { cantidad: number; valorTotal: number } | null;
}

export interface GrupoAsignacion {
    usuario: { id: number; nombre: string; apellido: string | null; codigo: string | null };
    cantidad: number;
    valorTotal: number;
    activos: ActivoAsignado[];
}

export interface ActivoAsignado {
    id: number;
    codigo: string;
    descripcion: string;
    marca: string | null;
    modelo: string | null;
    serie: string | null;
    estado: string | null;
    area: string | null;
    fechaAdquisicion: string | null;
    total: number;
}

/** 'Nombre Apellido (código)', as the picker and the report name a user. */
export const usuarioEtiqueta = (usuario: GrupoAsignacion['usuario']) => {
    const nombre = usuarioNombre(usuario);
    return usuario.codigo ? `${nombre} (${usuario.codigo})` : nombre;
};

/** The user picker's value for every user. */
export const TODOS = '';

/** The query naming the chosen user; none for every user. */
export const consultaDe = (usuarioId: string) => (usuarioId === TODOS ? '' : `?usuarioId=${usuarioId}`);
