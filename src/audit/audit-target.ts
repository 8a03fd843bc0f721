import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Request } from 'express';

/** How a controller's writes appear in the audit log. */
export interface AuditTarget {
  table: string;
  module: string;
  /** Login and logout routes record LOGIN_* / LOGOUT instead of CREATE. */
  session?: 'login' | 'logout';
  /** A download (export, PDF) is recorded as READ, with this description. */
  read?: string;
  /** Body fields that are secrets on this route though their name is an ordinary one (a verification `codigo`). */
  hidden?: string[];
}

export const AUDIT_TARGET_KEY = 'auditTarget';
export const Audited = (target: AuditTarget) => SetMetadata(AUDIT_TARGET_KEY, target);
/** On a GET handler of an @Audited controller: each download is a READ row of the controller's table. */
export const AuditedDownload = (description: string) => SetMetadata(AUDIT_TARGET_KEY, { read: description });

export type AuditedRequest = Request & { auditTarget?: AuditTarget; audited?: boolean };

/**
 * Remembers the route's audit target on the request. Called by the first global
 * guard, so even a request refused by a guard is logged against the right table.
 */
export function rememberAuditTarget(context: ExecutionContext, reflector: Reflector): void {
  const target = reflector.getAllAndMerge<AuditTarget>(AUDIT_TARGET_KEY, [context.getClass(), context.getHandler()]);
  if (target && target.table) context.switchToHttp().getRequest<AuditedRequest>().auditTarget = target;
}

/** A request without a declared target is logged against its first path segment. */
export function auditTargetOf(req: AuditedRequest): AuditTarget {
  if (req.auditTarget) return req.auditTarget;
  const segment = (req.originalUrl ?? req.url).split('?')[0].replace(/^\/api\/?/i, '').split('/')[0] || 'desconocido';
  const table = segment.toLowerCase().slice(0, 100);
  return { table, module: table };
}
