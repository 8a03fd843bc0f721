import { SetMetadata } from '@nestjs/common';
import type { AuthUser } from '../common/auth-user';
import type { Solicitud } from '../common/request-context';
import type { SolicitudConCompania } from '../common/tenancy';

/** What an audit row can read its record's id, code or company from. */
export interface AuditSource<Result = any, Old = any> {
  params: Record<string, unknown>;
  body: unknown;
  query: Record<string, unknown>;
  /** The caller (absent on a public route). */
  user?: AuthUser;
  /** What the handler answered; undefined when it failed. */
  result?: Result;
  /** The "before" snapshot the handler gave to `AuditService.note()`. */
  old?: Old;
  /** What the answer, or the error of a failure, carries for its row without sending it (see `withAuditExtra`). */
  extra?: Record<string, any>;
  /** Who the row is of: the caller's e-mail, or on a login the e-mail that was sent. */
  email?: string;
}

/** A field of the request, the answer or the old values: `'params.id'`, `'result.codigo'`, `'old.companiaId'`. */
export type AuditRef = `${Exclude<keyof AuditSource, 'email'>}.${string}`;

/** How a controller's routes appear in the audit log; a handler's @Audited overrides its controller's, key by key. */
export interface AuditTarget {
  table: string;
  module: string;
  /** Login and logout routes record LOGIN_* / LOGOUT instead of CREATE. */
  session?: 'login' | 'logout';
  /** A download (export, PDF) is recorded as READ, with this description. */
  read?: string;
  /** Body fields that are secrets on this route though their name is an ordinary one (a verification `codigo`). */
  hidden?: string[];
  /** Where the record's id is; by default the route's `:id`. A create names its answer's: `'result.id'`. */
  id?: AuditRef;
  /** Where the record's code is; by default the answer's `codigo`. A delete names the old values': `'old.codigo'`. */
  code?: AuditRef;
  /**
   * The company whose data changed, when it is neither the one the request writes to (companiaDestino) nor that of the
   * old values the handler noted (a company edited, a user's session ended).
   */
  compania?: AuditRef;
  /** Who tried, on a public route whose body does not name them (the verification-code step of a login). */
  email?: AuditRef;
  /** A success's description, when "<action> <table> #id" says too little; `undefined` keeps that one. */
  describe?: (source: AuditSource) => string | undefined;
}

/** An Excel import's summary row: how many records it created and how many rows it refused. */
export const describeImport =
  (what: string, created: string) =>
  ({ result }: AuditSource<{ successCount: number; errorCount: number }>) =>
    result && `Importación de ${what} desde Excel: ${result.successCount} ${created}, ${result.errorCount} con error`;

export const AUDIT_TARGET_KEY = 'auditTarget';
export const Audited = (target: Partial<AuditTarget>) => SetMetadata(AUDIT_TARGET_KEY, target);
/** On a GET handler of an @Audited controller: each download is a READ row of the controller's table. */
export const AuditedDownload = (description: string) => SetMetadata(AUDIT_TARGET_KEY, { read: description });

const AUDIT_EXTRA = Symbol('auditExtra');

/**
 * Marks an answer or an error with what its audit row needs and the client must not get (the code
 * of the record a sub-resource belongs to, the account a login step is of); @Audited reads it as
 * `extra.*`. The key is a symbol and not enumerable: JSON, spreads and the row's values skip it.
 */
export function withAuditExtra<T extends object>(value: T, extra: Record<string, unknown>): T {
  return Object.defineProperty(value, AUDIT_EXTRA, { value: extra, configurable: true });
}

export function auditExtraOf(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as { [AUDIT_EXTRA]?: Record<string, unknown> })[AUDIT_EXTRA] : undefined;
}

export type AuditedRequest = Solicitud & SolicitudConCompania & {
  auditTarget?: AuditTarget;
  /** The "before" snapshot of the record the request changes. */
  auditOld?: unknown;
  audited?: boolean;
  /** The route takes callers without credentials (a login step): its refusals keep a row each. */
  publicRoute?: boolean;
};

/** A request without a declared target is logged against its first path segment. */
export function auditTargetOf(req: AuditedRequest): AuditTarget {
  if (req.auditTarget) return req.auditTarget;
  const segment = (req.originalUrl ?? req.url).split('?')[0].replace(/^\/api\/?/i, '').split('/')[0] || 'desconocido';
  const table = segment.toLowerCase().slice(0, 100);
  return { table, module: table };
}
