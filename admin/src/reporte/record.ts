import { usuarioNombre } from '../activo/record';
import type { ConsultaReporteAsignacion, GrupoAsignacion } from '../api/tipos';

/** 'Nombre Apellido (código)', as the picker and the report name a user. */
export const usuarioEtiqueta = (usuario: GrupoAsignacion['usuario']) => {
    const nombre = usuarioNombre(usuario);
    return usuario.codigo ? `${nombre} (${usuario.codigo})` : nombre;
};

/** The user picker's value for every user. */
export const TODOS = '';

/** The query naming the chosen user; none for every user. */
export const consultaDe = (usuarioId: string) => (usuarioId === TODOS ? '' : `?usuarioId=${usuarioId}`);

/** The same choice as the report's call reads it: no user for every user. */
export const parametrosDe = (usuarioId: string): ConsultaReporteAsignacion =>
    usuarioId === TODOS ? {} : { usuarioId: Number(usuarioId) };
