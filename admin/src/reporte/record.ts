import { usuarioNombre } from '../activo/record';
import type { GrupoAsignacion } from '../api/tipos';

/** 'Nombre Apellido (código)', as the picker and the report name a user. */
export const usuarioEtiqueta = (usuario: GrupoAsignacion['usuario']) => {
    const nombre = usuarioNombre(usuario);
    return usuario.codigo ? `${nombre} (${usuario.codigo})` : nombre;
};

/** The user picker's value for every user. */
export const TODOS = '';

/** The query naming the chosen user; none for every user. */
export const consultaDe = (usuarioId: string) => (usuarioId === TODOS ? '' : `?usuarioId=${usuarioId}`);
