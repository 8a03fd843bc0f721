import { BadRequestException, createParamDecorator, ExecutionContext, ForbiddenException } from '@nestjs/common';
import { WhereExpressionBuilder } from 'typeorm';
import { AuthUser } from './auth-user';
import { TipoUsuario } from '../dominio/tipo-usuario';

/**
 * The company a request acts on. Tenancy comes from the token, never from the
 * URL or body; only a Maestro (type 1) may name another company with `companiaId`.
 */
export function resolveCompaniaId(user: AuthUser, requested?: unknown): number {
  return resolveCompaniaScope(user, requested) ?? user.companiaId;
}

/**
 * Like resolveCompaniaId, but a Maestro who names no company gets `undefined`:
 * every company, for the administration lists that span them all.
 */
export function resolveCompaniaScope(user: AuthUser, requested?: unknown): number | undefined {
  if (user.tipo !== TipoUsuario.Maestro) return user.companiaId;
  if (requested === undefined || requested === null || requested === '') return undefined;
  const id = Number(requested);
  if (!Number.isInteger(id) || id < 1) throw new BadRequestException('companiaId debe ser un número entero positivo');
  return id;
}

export const esMaestro = (user: AuthUser) => user.tipo === TipoUsuario.Maestro;

/** A company named in a body: a non-Maestro may only name its own. */
export function assertOwnCompania(user: AuthUser, companiaId: number, message = 'No puede gestionar datos de otra compañía'): void {
  if (!esMaestro(user) && companiaId !== user.companiaId) throw new ForbiddenException(message);
}

/** Whether the caller may see a row of this company (a path id of another company answers 404). */
export const canSeeCompania = (user: AuthUser, companiaId: number) => esMaestro(user) || companiaId === user.companiaId;

/** Handler parameter: the caller's company, or the one a Maestro names in `?companiaId=`. */
export const CompaniaActual = createParamDecorator((_: unknown, ctx: ExecutionContext): number => {
  const request = ctx.switchToHttp().getRequest<{ user: AuthUser; query: Record<string, unknown> }>();
  return resolveCompaniaId(request.user, request.query?.companiaId);
});

/** Handler parameter: like CompaniaActual, but `undefined` (every company) for a Maestro who names none. */
export const CompaniaAlcance = createParamDecorator((_: unknown, ctx: ExecutionContext): number | undefined => {
  const request = ctx.switchToHttp().getRequest<{ user: AuthUser; query: Record<string, unknown> }>();
  return resolveCompaniaScope(request.user, request.query?.companiaId);
});

/**
 * The one company filter of a query builder (every service filters through here, never by hand).
 * The parameter is named after the alias so a query's own `:companiaId`, or a second scoped alias, cannot clash;
 * `undefined` is a Maestro's list of every company and adds no filter.
 */
export function porCompania<Q extends WhereExpressionBuilder>(qb: Q, alias: string, companiaId: number | undefined): Q {
  if (companiaId === undefined) return qb;
  const parametro = `tenancy_${alias}`;
  return qb.andWhere(`${alias}.companiaId = :${parametro}`, { [parametro]: companiaId }) as Q;
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
