import type { Usuario } from '../api/tipos';

export const usuarioName = (usuario: Usuario): string => [usuario.nombre, usuario.apellido].filter(Boolean).join(' ');
