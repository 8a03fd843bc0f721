import { SetMetadata } from '@nestjs/common';
import { TipoUsuario } from '../usuario/usuario.entity';

/**
 * What a route needs, by the rules of DESIGN.md §4 (1 is the highest type):
 * - lectura: any logged-in user (types 1-6)
 * - escritura: business data writes (types 1-5; type 6 only reads)
 * - areas: company areas (types 1-3)
 * - administracion: users and companies (types 1-2)
 * - maestro: the audit log and creating or deleting companies (type 1)
 * Without the decorator, GET/HEAD need lectura and every other method escritura.
 */
export const NIVELES = {
  lectura: TipoUsuario.Leer,
  escritura: TipoUsuario.Usuario,
  areas: TipoUsuario.CompaniaAdministrador,
  administracion: TipoUsuario.Administrador,
  maestro: TipoUsuario.Maestro,
} as const;
export type Nivel = keyof typeof NIVELES;

export const PERMISO_KEY = 'permiso';
export const Permiso = (nivel: Nivel) => SetMetadata(PERMISO_KEY, nivel);

/** The level a request needs: the decorator's, or the default for its method. */
export function nivelRequerido(declared: Nivel | undefined, method: string): Nivel {
  if (declared) return declared;
  return method === 'GET' || method === 'HEAD' ? 'lectura' : 'escritura';
}

export function tienePermiso(tipo: number, nivel: Nivel): boolean {
  return Number.isInteger(tipo) && tipo >= TipoUsuario.Maestro && tipo <= NIVELES[nivel];
}
