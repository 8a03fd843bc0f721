import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Request } from 'express';
import { EntityManager, MoreThan, Repository } from 'typeorm';
import { AuthUser } from '../common/auth-user';
import { errorBody, errorText, isUniqueViolation } from '../common/error-body';
import { companiaNombrada } from '../common/tenancy';
import { AuditAction, AuditLog } from './audit-log.entity';
import { bulkInsert } from '../database/bulk-insert';
import { CambiosRegistrados } from './cambios-registrados';
import { sqlTypesOf } from '../database/column-types';
import { auditOf, AuditParts, AuditRef, AuditSource, AuditTarget, auditTargetOf, AuditedRequest } from './audit-target';
import { auditJson, truncate } from './redact';
import { insertRow } from '../database/cached-writes';
import { EscrituraAgrupada } from '../database/escritura-agrupada';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A record a bulk operation (an import) created, as its audit trail names it. */
export interface CreatedRecord {
  id: number | null;
  code: string | null;
  values: unknown;
}

/** The e-mail as login matches it: the same account is one value in the log, whatever its case or spaces. */
const normalizarCorreo = (correo: string) => correo.trim().toLowerCase();

/** A header or the URL as its column keeps it (500 characters), marked when cut. */
const truncateHeader = (text: string | undefined): string | null => (text === undefined ? null : truncate(text, 500));

/** The company of the record a handler changed or deleted: that of its old values, when they name one. */
function companiaDelRegistro(old: unknown): number | undefined {
  const companiaId = old !== null && typeof old === 'object' ? (old as { companiaId?: unknown }).companiaId : undefined;
  return typeof companiaId === 'number' ? companiaId : undefined;
}

/** The outcome of a request: what its handler answered, or the status and message of its error. */
export interface RequestOutcome {
  statusCode: number;
  body?: unknown;
  error?: string;
  /** What the answer, or the error the handler threw, carries for the row (withAudit). */
  audit?: AuditParts;
}

const VERB: Record<string, string> = {
  CREATE: 'Creación en',
  UPDATE: 'Actualización de',
  DELETE: 'Eliminación de',
  READ: 'Consulta de',
};

/**
 * The fields a created record has: its empty columns say nothing, and on a 10,000-row import they double the trail.
 * A loop over the keys: entries, filter and fromEntries allocated a pair per field, 600,000 on such an import.
 */
function filled(values: unknown): unknown {
  if (values === null || typeof values !== 'object') return values;
  const campos: Record<string, unknown> = {};
  for (const key of Object.keys(values)) {
    const value = (values as Record<string, unknown>)[key];
    if (value !== null && value !== undefined) campos[key] = value;
  }
  return campos;
}

/** The value an @Audited reference names, or undefined when its source has no such field. */
function read(source: AuditSource, ref: AuditRef): unknown {
  const [from, field] = ref.split('.') as [keyof AuditSource, string];
  const value = (source[from] as Record<string, unknown> | undefined)?.[field];
  return value === null ? undefined : value;
}

@Injectable()
export class AuditService {
  private readonly logger = new Logger('Error');

  /** The requests' rows, grouped while one INSERT is on its way (EscrituraAgrupada). */
  private readonly filas: EscrituraAgrupada<Partial<AuditLog>>;

  constructor(
    @InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>,
    private readonly cambios: CambiosRegistrados,
  ) {
    const { manager } = this.logs;
    const porSentencia = Math.floor(sqlTypesOf(manager.connection.options.type).maxParameters / manager.connection.getMetadata(AuditLog).columns.length);
    this.filas = new EscrituraAgrupada(
      (fila) => insertRow(manager, AuditLog, fila),
      async (filas) => void (await bulkInsert(manager, AuditLog, filas)),
      porSentencia,
    );
  }

  /** Write requests, session routes and downloads are audited; plain reads are not, unless refused for their credentials. */
  isAudited(req: AuditedRequest, statusCode?: number): boolean {
    return statusCode === HttpStatus.UNAUTHORIZED || WRITE_METHODS.has(req.method) || Boolean(req.auditTarget?.session || req.auditTarget?.read);
  }

  /** The failure row of a request whose handler threw; never throws itself, so the error goes on unchanged. */
  async recordFailure(req: AuditedRequest, error: unknown): Promise<void> {
    const body = errorBody(error, req);
    await this.recordSafely(req, { statusCode: body.statusCode, error: errorText(body), audit: auditOf(error) });
  }

  /** The failure row of a request refused before its handler, from the error answer it is about to get. */
  async recordRefusal(req: AuditedRequest, statusCode: number, answer: { message?: string | string[] }): Promise<void> {
    await this.recordSafely(req, { statusCode, error: answer?.message === undefined ? undefined : errorText({ message: answer.message }) });
  }

  private async recordSafely(req: AuditedRequest, outcome: RequestOutcome): Promise<void> {
    try {
      await this.recordRequest(req, outcome);
    } catch (auditError) {
      this.logger.error({ requestId: req.id ?? null, message: 'No se pudo registrar la auditoría', cause: (auditError as Error).message });
    }
  }

  /** Writes the one audit row of a request; called once, by whoever finishes the request. */
  async recordRequest(req: AuditedRequest, outcome: RequestOutcome): Promise<void> {
    if (req.audited || !this.isAudited(req, outcome.statusCode)) return;
    req.audited = true;
    const target = auditTargetOf(req);
    const success = outcome.statusCode < 400;
    const action = this.actionOf(req.method, target.session, success);
    const { old, extra } = outcome.audit ?? {};
    const source = this.sourceOf(req, success ? outcome.body : undefined, old, extra);
    const user = this.userOf(req, outcome, action, target.email && read(source, target.email));
    source.email = user.email ?? undefined;
    const recordId = read(source, target.id ?? 'params.id') ?? null;
    const recordCode = read(source, target.code ?? 'result.codigo') ?? null;
    // A download's body is the file: its trail is what was asked for. A 204 sends nothing: its trail is the request's body.
    const answered = success && outcome.statusCode !== HttpStatus.NO_CONTENT ? outcome.body : undefined;
    const newValues = action === 'READ' ? req.query : (answered ?? req.body);

    const row = {
      ...this.requestFields(req, user, target, (target.compania && read(source, target.compania)) ?? companiaDelRegistro(old)),
      action,
      recordId: recordId === null ? null : String(recordId).slice(0, 50),
      recordCode: recordCode === null ? null : String(recordCode).slice(0, 100),
      description: (success ? target.describe?.(source) : undefined) ?? target.read ?? this.describe(action, target.table, recordId, user.email ?? undefined, success, outcome.error),
      statusCode: outcome.statusCode,
      success,
      errorMessage: outcome.error === undefined ? null : truncate(outcome.error, 1000),
      oldValues: auditJson(old),
      newValues: auditJson(newValues, target.hidden),
    };
    // Refused before the caller is known (a bogus, expired or revoked token or key, a body that is not JSON, an
    // unknown route): counted on one row per status, IP and minute, so a flood costs a row and not a row a request.
    // A public route's attempt (a login step) names its account and keeps a row of its own.
    if (!success && !req.user && !req.publicRoute) return this.countRefusal(row);
    await this.insertar({ ...row, description: row.description.slice(0, 500) });
    this.cambios.registrar(row.companiaId ?? null);
  }

  /**
   * Adds a refusal to its status, IP and minute's row, or writes that row for the first one. Safe on several replicas
   * over one database: the increment is one UPDATE, and of two first refusals inserting at once the unique key lets
   * one row in and the other counts on it.
   */
  private async countRefusal(row: { timestamp: Date; ipAddress: string | null; statusCode: number; description: string }): Promise<void> {
    const agrupacion = `${row.statusCode} ${row.ipAddress ?? '-'} ${row.timestamp.toISOString().slice(0, 16)}`;
    if (await this.addRefusal(agrupacion)) return;
    const description = `Solicitudes rechazadas antes de identificar a quien llama, desde ${row.ipAddress ?? 'una IP desconocida'} en este minuto; la primera: ${row.description}`;
    try {
      await this.insertar({ ...row, description: description.slice(0, 500), cantidad: 1, agrupacion });
    } catch (error) {
      if (!isUniqueViolation(error) || !(await this.addRefusal(agrupacion))) throw error;
    }
  }

  /**
   * One audit row, with SQL built once (insertRow) and without reading it back: Repository.insert() read the row's
   * generated columns after the INSERT (a second statement on SQLite), on every write of the API. Rows that arrive
   * while another is being written go together in one INSERT after it (EscrituraAgrupada); each request still waits
   * for its own row.
   */
  private insertar(row: Partial<AuditLog>): Promise<void> {
    return this.filas.escribir(row);
  }

  private async addRefusal(agrupacion: string): Promise<boolean> {
    const cantidad = this.logs.manager.connection.driver.escape('cantidad');
    const { affected } = await this.logs.createQueryBuilder().update().set({ cantidad: () => `${cantidad} + 1` }).where({ agrupacion }).execute();
    return (affected ?? 0) > 0;
  }

  /**
   * One CREATE row per record a bulk operation inserted (an import), written with the
   * caller's manager so the records and their trail commit or roll back together.
   * The request's own row, written when it ends, is the summary.
   */
  async recordCreated(req: AuditedRequest | null, manager: EntityManager, records: CreatedRecord[]): Promise<void> {
    if (!req || records.length === 0) return;
    const target = auditTargetOf(req);
    const common = {
      ...this.requestFields(req, this.userOf(req, { statusCode: 201 }, 'CREATE'), target),
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
  private requestFields(req: AuditedRequest, user: Partial<AuthUser>, target: AuditTarget, companiaDeclarada?: unknown) {
    // The company the handler wrote to; a request refused before it decided one is filed under the company it names.
    const companiaId =
      companiaDeclarada === undefined || companiaDeclarada === null ? (req.companiaDestino ?? companiaNombrada(user, req.query?.companiaId) ?? null) : Number(companiaDeclarada);
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
      userAgent: truncateHeader(req.header('user-agent')),
      endpoint: truncateHeader(req.originalUrl ?? req.url),
      httpMethod: req.method,
      oldValues: null,
      errorMessage: null,
      requestId: req.id ?? null,
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

  /** What @Audited reads. */
  private sourceOf(req: AuditedRequest, result: unknown, old: unknown, extra: Record<string, unknown> | undefined): AuditSource {
    const caller = (req as Request & { user?: AuthUser }).user;
    return { params: req.params ?? {}, body: req.body, query: req.query ?? {}, user: caller, result, old, extra };
  }

  /** The actor: the caller, or on a public route the account it named (`declaredEmail`, else the body's e-mail). */
  private userOf(req: Request, outcome: RequestOutcome, action: AuditAction, declaredEmail?: unknown): Partial<AuthUser> {
    const user = (req as Request & { user?: AuthUser }).user;
    if (user) return user;
    const sent = typeof req.body?.correoElectronico === 'string' ? req.body.correoElectronico : req.body?.CorreoElectronico;
    const email = declaredEmail ?? (typeof sent === 'string' ? normalizarCorreo(sent) : sent);
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
