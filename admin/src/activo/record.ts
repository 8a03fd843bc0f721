import type { Activo } from '../api/tipos';

/** "ACT-000001 - Laptop Dell": how an asset is named in questions and pickers. */
export const activoName = (activo: Pick<Activo, 'codigo' | 'descripcion'>): string =>
    `${activo.codigo} - ${activo.descripcion}`;

/** The asset's responsible user, "Nombre Apellido". */
export const usuarioNombre = (usuario: Activo['usuario']): string =>
    usuario ? [usuario.nombre, usuario.apellido].filter(Boolean).join(' ') : '';
