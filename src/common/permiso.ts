import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { TipoUsuario } from '../dominio/tipo-usuario';

/**
 * What a route needs, by the rules of docs/arquitectura.md, "Quién puede hacer qué" (1 is the highest type):
 * - lectura: any logged-in user (types 1-6)
 * - escritura: business data writes (types 1-5; type 6 only reads)
 * - gerencia: what the management decides (types 1-4): opening, moving and closing an inventory count
 * - areas: company areas (types 1-3)
 * - administracion: users, companies and the company's guía electrónica configuration (types 1-2)
 * - maestro: the audit log and creating or deleting companies (type 1)
 * Every route declares its level (or @Public): none is guessed from the HTTP method, and the
 * app refuses to start with a route that has neither (RutasConPermiso). Emitted as `x-permiso`
 * in the OpenAPI document; on a class it applies to each method without its own.
 */
export const NIVELES = {
  lectura: TipoUsuario.Leer,
  escritura: TipoUsuario.Usuario,
  gerencia: TipoUsuario.Gerente,
  areas: TipoUsuario.CompaniaAdministrador,
  administracion: TipoUsuario.Administrador,
  maestro: TipoUsuario.Maestro,
} as const;
export type Nivel = keyof typeof NIVELES;

export const PERMISO_KEY = 'permiso';
export const Permiso = (nivel: Nivel) => applyDecorators(SetMetadata(PERMISO_KEY, nivel), ApiExtension('x-permiso', nivel));

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
