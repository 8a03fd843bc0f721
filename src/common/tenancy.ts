import { BadRequestException, createParamDecorator, ExecutionContext, ForbiddenException } from '@nestjs/common';
import { ObjectLiteral, WhereExpressionBuilder } from 'typeorm';
import { AuthUser } from './auth-user';
import { toCamelKey } from './key-case.pipe';
import { TipoUsuario } from '../dominio/tipo-usuario';

/**
 * The companies a request reaches. Tenancy comes from the token: only a Maestro (type 1) may name another company
 * with `?companiaId=`; a Maestro who names none gets `undefined`, every company, for the lists that span them all.
 */
export function resolveCompaniaScope(user: AuthUser, requested?: unknown): number | undefined {
  if (user.tipo !== TipoUsuario.Maestro) return user.companiaId;
  if (requested === undefined || requested === null || requested === '') return undefined;
  const id = Number(requested);
  if (!Number.isInteger(id) || id < 1) throw new BadRequestException('companiaId debe ser un número entero positivo');
  return id;
}

export const esMaestro = (user: AuthUser) => user.tipo === TipoUsuario.Maestro;

/**
 * The company a request names, refusing nothing: for the audit row of a request refused before its handler decided
 * one (companiaDestino). A Maestro's well-formed `?companiaId=`, else the actor's own company.
 */
export function companiaNombrada(user: Partial<AuthUser>, requested: unknown): number | undefined {
  try {
    return resolveCompaniaScope(user as AuthUser, requested) ?? user.companiaId;
  } catch {
    return user.companiaId;
  }
}

/** Whether the caller may see a row of this company (a path id of another company answers 404). */
export const canSeeCompania = (user: AuthUser, companiaId: number) => esMaestro(user) || companiaId === user.companiaId;

/** What companiaDestino reads of a request, and where it keeps its answer. */
export interface SolicitudConCompania {
  user?: AuthUser;
  query?: Record<string, unknown>;
  body?: unknown;
  /** The company the request writes to, once decided: its handler and its audit row read this one value. */
  companiaDestino?: number;
}

/** On a route whose body has `companiaId` (areas, users): the 403 a non-Maestro gets for naming another company. */
export interface CompaniaDelCuerpo {
  cuerpo: string;
}

export const COMPANIAS_DISTINTAS = 'La compañía del cuerpo (companiaId) no coincide con la indicada en ?companiaId=';

/**
 * The company a request writes to, decided once and kept on the request (docs/arquitectura.md, "Lo transversal en
 * las consultas"): a non-Maestro's own, always (a body naming another is 403); a Maestro's `?companiaId=`, else the
 * one its body names, else its own (a body naming another company than the query is 400).
 */
export function companiaDestino(req: SolicitudConCompania, opciones?: CompaniaDelCuerpo): number {
  if (req.companiaDestino !== undefined) return req.companiaDestino;
  const user = req.user!;
  const delCuerpo = opciones && companiaDelCuerpo(req.body);
  if (!esMaestro(user)) {
    if (delCuerpo !== undefined && delCuerpo !== user.companiaId) throw new ForbiddenException(opciones!.cuerpo);
    return (req.companiaDestino = user.companiaId);
  }
  const nombrada = resolveCompaniaScope(user, req.query?.companiaId);
  if (nombrada !== undefined && delCuerpo !== undefined && delCuerpo !== nombrada) throw new BadRequestException(COMPANIAS_DISTINTAS);
  return (req.companiaDestino = nombrada ?? delCuerpo ?? user.companiaId);
}

/**
 * The `companiaId` a raw body names (camelCase or PascalCase, as the key-case pipe reads it), when it is a valid id;
 * anything else is left to the body's validation and its own message.
 */
function companiaDelCuerpo(body: unknown): number | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const campos = body as Record<string, unknown>;
  const clave = 'companiaId' in campos ? 'companiaId' : Object.keys(campos).find((nombre) => toCamelKey(nombre) === 'companiaId');
  const valor = clave === undefined ? undefined : campos[clave];
  return typeof valor === 'number' && Number.isInteger(valor) && valor >= 1 ? valor : undefined;
}

/**
 * Handler parameter: the company the request writes to (companiaDestino). `@CompaniaActual({ cuerpo: mensaje })` on a
 * route whose body has `companiaId` lets the body name it too.
 */
export const CompaniaActual = createParamDecorator((opciones: CompaniaDelCuerpo | undefined, ctx: ExecutionContext): number =>
  companiaDestino(ctx.switchToHttp().getRequest<SolicitudConCompania>(), opciones),
);

/**
 * Handler parameter: where a record is looked up, `undefined` (every company) for a Maestro who names none with
 * `?companiaId=`. The request's company is decided all the same (companiaDestino), with the same refusals.
 */
export const CompaniaAlcance = createParamDecorator((opciones: CompaniaDelCuerpo | undefined, ctx: ExecutionContext): number | undefined => {
  const request = ctx.switchToHttp().getRequest<SolicitudConCompania>();
  companiaDestino(request, opciones);
  return resolveCompaniaScope(request.user!, request.query?.companiaId);
});

/**
 * The one company filter of a query builder (every service filters through here, never by hand).
 * The parameter is named after the alias so a query's own `:companiaId`, or a second scoped alias, cannot clash;
 * `undefined` is a Maestro's list of every company and adds no filter.
 */
export function porCompania<Q extends WhereExpressionBuilder>(qb: Q, alias: string, companiaId: number | undefined): Q {
  if (companiaId === undefined) return qb;
  const parametro = `${PARAMETRO_DE_COMPANIA}${alias}`;
  return qb.andWhere(`${alias}.companiaId = :${parametro}`, { [parametro]: companiaId }) as Q;
}

const PARAMETRO_DE_COMPANIA = 'tenancy_';

/** The company a query reads, when porCompania limited it to one: whose turn a read of the pool waits for. */
export function companiaDeLaConsulta(qb: { getParameters(): ObjectLiteral }): number | null {
  const [, companiaId] = Object.entries(qb.getParameters()).find(([nombre]) => nombre.startsWith(PARAMETRO_DE_COMPANIA)) ?? [];
  return typeof companiaId === 'number' ? companiaId : null;
}

/**
 * The company filter of find options and repository criteria: `where` (or each `where` of a list of them) limited to the company;
 * `undefined` is every company, for a Maestro's lists.
 */
export function deCompania<W extends object = object>(companiaId: number, where?: W): W & { companiaId: number };
export function deCompania<W extends object = object>(companiaId: number | undefined, where?: W): W & { companiaId?: number };
export function deCompania<W extends object>(companiaId: number | undefined, where: W[]): (W & { companiaId?: number })[];
export function deCompania<W extends object>(companiaId: number | undefined, where: W | W[] = {} as W): (W & { companiaId?: number }) | (W & { companiaId?: number })[] {
  if (Array.isArray(where)) return where.map((w) => deCompania(companiaId, w));
  return companiaId === undefined ? { ...where } : { ...where, companiaId };
}
