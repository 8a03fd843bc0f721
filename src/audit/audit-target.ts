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
  /** The record as it was before the request changed it, as the answer or the error carries it (see `withOldValues`). */
  old?: Old;
  /** What the answer, or the error of a failure, carries for its row without sending it (see `withAudit`). */
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
   * old values the handler answered with (a company edited, a user's session ended).
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

/** What an answer or an error carries for its audit row and not for the client. */
export interface AuditParts {
  /** The record as it was before the request changed it: the row's old values, read as `old.*`. */
  old?: object;
  /** What else the row needs (the code of the record a sub-resource belongs to, the account a login step is of): `extra.*`. */
  extra?: Record<string, unknown>;
}

const AUDIT_PARTS = Symbol('auditParts');
/** Marks what a write that answers nothing (void) resolves to when it carries parts for its row: nothing is sent for it. */
const NOTHING_SENT = Symbol('nothingSent');

/**
 * Marks an answer or an error with parts for its audit row, added to those it already carries. The key is a symbol and
 * not enumerable: JSON, spreads and the row's values skip it.
 */
export function withAudit<T extends object>(value: T, parts: AuditParts): T {
  return Object.defineProperty(value, AUDIT_PARTS, { value: { ...auditOf(value), ...parts }, configurable: true });
}

export function auditOf(value: unknown): AuditParts {
  return (value !== null && typeof value === 'object' && (value as { [AUDIT_PARTS]?: AuditParts })[AUDIT_PARTS]) || {};
}

/** Whether a handler's answer stands for nothing: the client gets what a void handler sends (a 204 with no body). */
export function isNothingSent(value: unknown): boolean {
  return value !== null && typeof value === 'object' && NOTHING_SENT in value;
}

/**
 * Runs `work`; its answer, or the error it throws, carries what `parts()` says once it ended. A void work still
 * answers nothing to its caller (its value is no one's to use), but what reaches the audit interceptor carries the
 * parts and is sent as nothing.
 */
export function auditing<T extends object>(work: () => Promise<T>, parts: () => AuditParts | undefined): Promise<T>;
export function auditing(work: () => Promise<void>, parts: () => AuditParts | undefined): Promise<void>;
export function auditing(work: () => Promise<object | void>, parts: () => AuditParts | undefined): Promise<object | void>;
export async function auditing(work: () => Promise<object | void>, parts: () => AuditParts | undefined): Promise<object | void> {
  let answer: object | void;
  try {
    answer = await work();
  } catch (error) {
    const carried = parts();
    throw carried && error !== null && typeof error === 'object' ? withAudit(error, carried) : error;
  }
  const carried = parts();
  if (!carried) return answer;
  return withAudit(answer ?? Object.defineProperty({}, NOTHING_SENT, { value: true }), carried);
}

/**
 * Runs a write whose audit row keeps the record as it was: `work` hands that to `noteOld` once it has read it (after
 * its checks, inside its transaction), and from then on its answer, or its error, carries it as the row's old values.
 */
export function withOldValues<T extends object>(work: (noteOld: NoteOld) => Promise<T>): Promise<T>;
export function withOldValues(work: (noteOld: NoteOld) => Promise<void>): Promise<void>;
export function withOldValues(work: (noteOld: NoteOld) => Promise<object | void>): Promise<object | void> {
  let old: object | undefined;
  return auditing(
    () => work((values) => (old = values)),
    () => old && { old },
  );
}

type NoteOld = (old: object) => void;

export type AuditedRequest = Solicitud & SolicitudConCompania & {
  auditTarget?: AuditTarget;
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
