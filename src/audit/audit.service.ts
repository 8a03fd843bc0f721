import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Request } from 'express';
import { EntityManager, MoreThan, Repository } from 'typeorm';
import { AuthUser } from '../common/auth-user';
import { AuditNote, RequestContext } from '../common/request-context';
import { AuditAction, AuditLog } from './audit-log.entity';
import type { CreatedRecord } from '../common/spreadsheet/excel-import';
import { bulkInsert } from '../database/bulk-insert';
import { sqlTypesOf } from '../database/column-types';
import { TipoUsuario } from '../usuario/usuario.entity';
import { AuditTarget, auditTargetOf, AuditedRequest } from './audit-target';
import { auditJson } from './redact';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The e-mail as login matches it: the same account is one value in the log, whatever its case or spaces. */
const normalizarCorreo = (correo: string) => correo.trim().toLowerCase();

/** The company a request acts on: a Maestro's `?companiaId=`, otherwise the caller's own (DESIGN.md §4). */
function companiaDeLosDatos(req: Request, user: Partial<AuthUser>): number | undefined {
  const named = req.query?.companiaId;
  if (user.tipo === TipoUsuario.Maestro && typeof named === 'string' && /^[1-9]\d{0,9}$/.test(named)) return Number(named);
  return user.companiaId;
}

/** The outcome of a request, as the interceptor (success) or the error filter (failure) saw it. */
export interface RequestOutcome {
  statusCode: number;
  body?: unknown;
  error?: string;
}

const VERB: Record<string, string> = {
  CREATE: 'Creación en',
  UPDATE: 'Actualización de',
  DELETE: 'Eliminación de',
  READ: 'Consulta de',
};

/** The fields a created record has: its empty columns say nothing, and on a 10,000-row import they double the trail. */
function filled(values: unknown): unknown {
  if (values === null || typeof values !== 'object') return values;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  /** Write requests, session routes and downloads are audited; plain reads are not, unless refused for their credentials. */
  isAudited(req: AuditedRequest, statusCode?: number): boolean {
    return statusCode === HttpStatus.UNAUTHORIZED || WRITE_METHODS.has(req.method) || Boolean(req.auditTarget?.session || req.auditTarget?.read);
  }

  /** Lets a handler add the old values, record id or a better description to this request's audit row. */
  note(note: AuditNote): void {
    const store = RequestContext.current();
    if (store) Object.assign(store.audit, note);
  }

  /** Writes the one audit row of a request; called once, by whoever finishes the request. */
  async recordRequest(req: AuditedRequest, outcome: RequestOutcome): Promise<void> {
    if (req.audited || !this.isAudited(req, outcome.statusCode)) return;
    req.audited = true;
    const target = auditTargetOf(req);
    const success = outcome.statusCode < 400;
    const action = this.actionOf(req.method, target.session, success);
    const note = RequestContext.current()?.audit ?? {};
    const user = this.userOf(req, outcome, action, note);
    const body = outcome.body as Record<string, unknown> | undefined;
    const recordId = note.recordId ?? (action === 'READ' ? null : (body?.id ?? body?.userId)) ?? req.params?.id ?? null;
    const recordCode = note.recordCode ?? (action === 'READ' ? null : (body?.codigo as string | undefined)) ?? null;
    // A download's body is the file: its trail is what was asked for.
    const newValues = action === 'READ' ? req.query : success ? (outcome.body ?? req.body) : req.body;

    await this.logs.insert({
      ...this.requestFields(req, user, target, note.companiaId),
      action,
      recordId: recordId === null || recordId === undefined ? null : String(recordId).slice(0, 50),
      recordCode: recordCode === null ? null : String(recordCode).slice(0, 100),
      description: (note.description ?? target.read ?? this.describe(action, target.table, recordId, user.email ?? undefined, success, outcome.error)).slice(0, 500),
      statusCode: outcome.statusCode,
      success,
      errorMessage: outcome.error?.slice(0, 1000) ?? null,
      oldValues: auditJson(note.oldValues),
      newValues: auditJson(newValues, target.hidden),
    });
  }

  /**
   * One CREATE row per record a bulk operation inserted (an import), written with the
   * caller's manager so the records and their trail commit or roll back together.
   * The request's own row, written when it ends, is the summary.
   */
  async recordCreated(manager: EntityManager, records: CreatedRecord[]): Promise<void> {
    const req = RequestContext.current()?.request as AuditedRequest | undefined;
    if (!req || records.length === 0) return;
    const target = auditTargetOf(req);
    const note = RequestContext.current()?.audit ?? {};
    const common = {
      ...this.requestFields(req, this.userOf(req, { statusCode: 201 }, 'CREATE', note), target, note.companiaId),
      action: 'CREATE' as const,
      statusCode: 201,
      success: true,
    };
    const rows = records.map((record) => ({
      ...common,
      recordId: record.id === null ? null : String(record.id),
      recordCode: record.code?.slice(0, 100) ?? null,
      description: `${VERB.CREATE} ${target.table}${record.id === null ? '' : ` #${record.id}`} por importación desde Excel`,
      newValues: auditJson(filled(record.values)),
    }));
    // Every column an audit row can bind, so each statement stays under the database's parameter cap.
    const columns = manager.connection.getMetadata(AuditLog).columns.length;
    const size = Math.floor((sqlTypesOf(manager.connection.options.type).maxParameters * 0.95) / columns);
    for (let start = 0; start < rows.length; start += size) await bulkInsert(manager, AuditLog, rows.slice(start, start + size));
  }

  /** Who, from where and through which endpoint: the same on every row a request writes. */
  private requestFields(req: Request, user: Partial<AuthUser>, target: AuditTarget, companiaNotada?: number) {
    const companiaId = companiaNotada ?? companiaDeLosDatos(req, user) ?? null;
    return {
      timestamp: new Date(),
      userId: user.userId ?? null,
      userName: user.nombre ?? null,
      userEmail: user.email ?? null,
      companiaId,
      // The actor's company name describes the row only when the row is of that company.
      companiaName: companiaId === (user.companiaId ?? null) ? (user.companiaNombre ?? null) : null,
      actorCompaniaId: user.companiaId ?? null,
      claveApiId: user.claveApi?.id ?? null,
      tableName: target.table,
      module: target.module,
      ipAddress: (req.ip ?? null)?.slice(0, 64) ?? null,
      userAgent: req.header('user-agent')?.slice(0, 500) ?? null,
      endpoint: (req.originalUrl ?? req.url).slice(0, 500),
      httpMethod: req.method,
      oldValues: null,
      errorMessage: null,
      requestId: RequestContext.current()?.requestId ?? null,
    };
  }

  /** Failed logins from this IP or for this e-mail since the given instant (shared by every API instance). */
  countFailedLogins(since: Date, ip: string | undefined, email: string | undefined): Promise<{ byIp: number; byEmail: number }> {
    const base = { action: 'LOGIN_FAILED' as const, timestamp: MoreThan(since) };
    return Promise.all([
      ip ? this.logs.count({ where: { ...base, ipAddress: ip } }) : 0,
      email ? this.logs.count({ where: { ...base, userEmail: email } }) : 0,
    ]).then(([byIp, byEmail]) => ({ byIp, byEmail }));
  }

  private actionOf(method: string, session: 'login' | 'logout' | undefined, success: boolean): AuditAction {
    if (session === 'login') return success ? 'LOGIN_SUCCESS' : 'LOGIN_FAILED';
    if (session === 'logout') return 'LOGOUT';
    if (method === 'POST') return 'CREATE';
    if (method === 'DELETE') return 'DELETE';
    if (method === 'PUT' || method === 'PATCH') return 'UPDATE';
    return 'READ';
  }

  private userOf(req: Request, outcome: RequestOutcome, action: AuditAction, note: AuditNote): Partial<AuthUser> {
    const user = (req as Request & { user?: AuthUser }).user;
    if (user) return user;
    const sent = typeof req.body?.correoElectronico === 'string' ? req.body.correoElectronico : req.body?.CorreoElectronico;
    const email = note.userEmail ?? (typeof sent === 'string' ? normalizarCorreo(sent) : sent);
    const login = outcome.body as Record<string, unknown> | undefined;
    if (action === 'LOGIN_SUCCESS' && login) {
      return {
        userId: login.userId as number,
        nombre: login.userName as string,
        companiaId: login.companiaId as number,
        companiaNombre: login.companiaNombre as string,
        email: email ?? undefined,
      };
    }
    return { email: typeof email === 'string' ? email.slice(0, 150) : undefined };
  }

  private describe(action: AuditAction, table: string, recordId: unknown, email: string | undefined, success: boolean, error?: string): string {
    switch (action) {
      case 'LOGIN_SUCCESS':
        return `Inicio de sesión exitoso de ${email ?? 'usuario'}`;
      case 'LOGIN_FAILED':
        return `Intento de inicio de sesión fallido de ${email ?? 'usuario desconocido'}${error ? `: ${error}` : ''}`;
      case 'LOGOUT':
        return `Cierre de sesión de ${email ?? 'usuario'}`;
      default: {
        const what = `${VERB[action]} ${table}${recordId !== null && recordId !== undefined ? ` #${recordId}` : ''}`;
        return success ? what : `Intento fallido: ${what}${error ? ` (${error})` : ''}`;
      }
    }
  }
}
