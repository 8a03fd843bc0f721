import type { Activo } from '../api/tipos';

/** What a picker needs of an asset to show it: enough to restore a saved choice without loading it. */
export type ActivoOption = Pick<Activo, 'id' | 'codigo' | 'descripcion'>;

/** "ACT-000001 - Laptop Dell": how an asset is named in questions and pickers. */
export const activoName = (activo: Pick<Activo, 'codigo' | 'descripcion'>): string =>
    `${activo.codigo} - ${activo.descripcion}`;

/** The asset's responsible user, "Nombre Apellido". */
export const usuarioNombre = (usuario: Activo['usuario']): string =>
    usuario ? [usuario.nombre, usuario.apellido].filter(Boolean).join(' ') : '';
