import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
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

export const SOLO_PERSONAS_KEY = 'soloPersonas';
export const MENSAJE_SOLO_PERSONAS = 'Las claves de API no tienen acceso a esta ruta';

/**
 * Routes an API key never calls, whatever its permission: users, companies, keys, the audit
 * log and a person's own session. Emitted as `x-solo-personas` in the OpenAPI document.
 */
export const SoloPersonas = () => applyDecorators(SetMetadata(SOLO_PERSONAS_KEY, true), ApiExtension('x-solo-personas', true));
