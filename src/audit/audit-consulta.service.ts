import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository, SelectQueryBuilder } from 'typeorm';
import { shareLoop } from '../common/event-loop';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { Pagination } from '../common/list-query';
import { escapeLike } from '../dominio/search-text';
import { rowsByScannedIds, scanRows } from '../database/scan-rows';
import { AUDIT_ACTIONS, AuditLog } from './audit-log.entity';
import { AUDIT_PAGE_SIZE, AuditSortField, ConsultaAuditoriaDto, RangoAuditoriaDto } from './dto/consulta-auditoria.dto';
import { deCompania, porCompania } from '../common/tenancy';

/** The actions the statistics count per table (docs/especificacion-operaciones.md §3). */
const ACCIONES_POR_TABLA = ['CREATE', 'UPDATE', 'DELETE', 'READ'] as const;
type AccionContada = (typeof ACCIONES_POR_TABLA)[number];

export type AccionesDeTabla = { tableName: string } & Record<AccionContada, number>;

export interface UsuarioActivo {
  userId: number;
  userName: string | null;
  actionCount: number;
}

export interface EstadisticasAuditoria {
  totalActions: number;
  activeUsers: number;
  tablesAffected: number;
  failedActions: number;
  actionsByTable: AccionesDeTabla[];
  topUsers: UsuarioActivo[];
  recentFailures: AuditLog[];
}

export interface PaginaAuditoria {
  logs: AuditLog[];
  pagination: Pagination;
}

export interface LimpiezaAuditoria {
  deletedCount: number;
  daysToKeep: number;
  cutoffDate: Date;
}

const SORT_COLUMNS: Record<AuditSortField, string> = {
  Timestamp: 'a.timestamp',
  TableName: 'a.tableName',
  Action: 'a.action',
};
const TOP_USERS = 10;
const RECENT_FAILURES = 10;
const DAY_MS = 86_400_000;
/** Rows one DELETE removes: each statement holds its locks (and, on SQLite, the event loop) only briefly. */
const DELETE_BATCH = 1000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first instant after an inclusive end date: a bare date covers its whole day
 * (UTC); a date-time includes its own millisecond, the precision timestamps are written with.
 */
const endOf = (endDate: string): Date =>
  BARE_DATE.test(endDate) ? new Date(Date.parse(endDate) + DAY_MS) : new Date(Date.parse(endDate) + 1);

/** The read side of the audit log: filtered pages, statistics and the clean-up, all computed by the database. */
@Injectable()
export class AuditConsultaService {
  private readonly logger = new Logger('Auditoría');

  constructor(
    @InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'AUDIT_RETENTION_DAYS'>,
  ) {}

  async page(query: ConsultaAuditoriaDto): Promise<PaginaAuditoria> {
    const pageSize = Math.min(query.pageSize ?? AUDIT_PAGE_SIZE.default, AUDIT_PAGE_SIZE.max);
    const page = query.page ?? 1;
    const qb = this.inRange(query);
    if (query.userId !== undefined) qb.andWhere('a.userId = :userId', { userId: query.userId });
    if (query.tableName !== undefined) qb.andWhere('a.tableName = :tableName', { tableName: query.tableName });
    if (query.action !== undefined) qb.andWhere('a.action = :action', { action: query.action });
    if (query.searchTerm?.trim()) {
      qb.andWhere(`LOWER(a.description) LIKE :searchTerm ESCAPE '\\'`, { searchTerm: `%${escapeLike(query.searchTerm.trim().toLowerCase())}%` });
    }
    const order = query.sortDescending === false ? 'ASC' : 'DESC';
    // Ties go newest (or oldest) first, then by id, so pages are stable; each (column, timestamp) index then delivers the order.
    const sortBy = query.sortBy ?? 'Timestamp';
    qb.orderBy(SORT_COLUMNS[sortBy], order);
    if (sortBy !== 'Timestamp') qb.addOrderBy('a.timestamp', order);
    qb.addOrderBy('a.id', order);
    // A text search reads every row of the range, up to the retention's whole log: on SQLite the page's ids and the
    // count are found off the event loop (rowsByScannedIds, scanRows), then the page's rows read by id.
    const claves = qb.clone().select('a.id', 'id').offset((page - 1) * pageSize).limit(pageSize);
    const [logs, [{ total: cuenta }]] = await Promise.all([
      rowsByScannedIds(claves, (ids) => this.logs.findBy({ id: In(ids) }), (log) => log.id),
      scanRows<{ total: number | string }>(qb.clone().select('COUNT(*)', 'total').orderBy()),
    ]);
    const total = Number(cuenta);
    return {
      logs,
      pagination: { page, pageSize, totalPages: Math.ceil(total / pageSize), totalRecords: total, totalCount: total },
    };
  }

  /**
   * Each figure from a query an index answers alone (see migration IndicesAuditoria):
   * counts per table and action, per user and of failures; the totals add them up. Off the event loop on SQLite (scanRows).
   */
  async statistics(range: RangoAuditoriaDto): Promise<EstadisticasAuditoria> {
    const [porTablaYAccion, porUsuario, fallidas, recentFailures] = await Promise.all([
      scanRows<{ tableName: string; action: string; cantidad: unknown }>(
        this.inRange(range).select('a.tableName', 'tableName').addSelect('a.action', 'action').addSelect('COUNT(*)', 'cantidad').groupBy('a.tableName').addGroupBy('a.action'),
      ),
      scanRows<{ userId: unknown; cantidad: unknown }>(
        this.inRange(range).andWhere('a.userId IS NOT NULL').select('a.userId', 'userId').addSelect('COUNT(*)', 'cantidad').groupBy('a.userId'),
      ),
      scanRows<{ cantidad: unknown }>(this.inRange(range).andWhere('a.success = :fallo', { fallo: false }).select('COUNT(*)', 'cantidad')),
      this.inRange(range)
        .andWhere('a.success = :fallo', { fallo: false })
        .orderBy('a.timestamp', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .take(RECENT_FAILURES)
        .getMany(),
    ]);
    const actionsByTable = this.porTabla(porTablaYAccion);
    const usuarios = porUsuario
      .map((row) => ({ userId: Number(row.userId), actionCount: Number(row.cantidad) }))
      .sort((a, b) => b.actionCount - a.actionCount || a.userId - b.userId);
    return {
      totalActions: porTablaYAccion.reduce((total, row) => total + Number(row.cantidad), 0),
      activeUsers: usuarios.length,
      tablesAffected: actionsByTable.length,
      failedActions: Number(fallidas[0].cantidad),
      actionsByTable,
      topUsers: await Promise.all(
        usuarios.slice(0, TOP_USERS).map(async ({ userId, actionCount }) => ({ userId, userName: await this.ultimoNombre(userId), actionCount })),
      ),
      recentFailures,
    };
  }

  /** The tables that appear in the log, for the filter. */
  async tables(): Promise<string[]> {
    const rows = await scanRows<{ tableName: string }>(this.logs.createQueryBuilder('a').select('a.tableName', 'tableName').groupBy('a.tableName').orderBy('a.tableName', 'ASC'));
    return rows.map((row) => row.tableName);
  }

  /** Every action the log records, for the filter: a fixed list, no query needed. */
  actions(): string[] {
    return [...AUDIT_ACTIONS];
  }

  /** Deletes the rows older than `daysToKeep` days; the request's own audit row says how many went. */
  async clean(daysToKeep: number): Promise<LimpiezaAuditoria> {
    const cutoffDate = new Date(Date.now() - daysToKeep * DAY_MS);
    return { deletedCount: await this.deleteBefore(cutoffDate), daysToKeep, cutoffDate };
  }

  /**
   * The retention (AUDIT_RETENTION_DAYS): every night the older rows go. Each replica runs it; a delete of what is
   * older than a date is the same done once or twice.
   */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'retencion-de-auditoria', waitForCompletion: true })
  async applyRetention(): Promise<void> {
    try {
      const { deletedCount, cutoffDate } = await this.clean(this.env.AUDIT_RETENTION_DAYS);
      if (deletedCount) this.logger.log({ message: 'Retención de auditoría aplicada', deletedCount, cutoffDate });
    } catch (error) {
      this.logger.error({ message: 'Falló la retención de auditoría', cause: (error as Error).message });
    }
  }

  /** Deletes the rows before `cutoff`, oldest first, a batch per statement, sharing the event loop between batches. */
  private async deleteBefore(cutoff: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.logs.find({ select: { id: true }, where: { timestamp: LessThan(cutoff) }, order: { timestamp: 'ASC' }, take: DELETE_BATCH });
      if (batch.length === 0) return deleted;
      deleted += (await this.logs.delete({ id: In(batch.map((row) => row.id)) })).affected ?? 0;
      await shareLoop();
    }
  }

  /** The company's newest entries, with the fields its users may see: no IP, user agent or old and new values. */
  recientes(companiaId: number, take: number): Promise<AuditLog[]> {
    return this.logs.find({
      select: { id: true, timestamp: true, userName: true, action: true, tableName: true, module: true, recordId: true, recordCode: true, description: true, success: true },
      where: deCompania(companiaId),
      order: { timestamp: 'DESC', id: 'DESC' },
      take,
    });
  }

  private async ultimoNombre(userId: number): Promise<string | null> {
    const row = await this.logs.findOne({ select: { id: true, userName: true }, where: { userId }, order: { timestamp: 'DESC', id: 'DESC' } });
    return row?.userName ?? null;
  }

  /** The rows between the dates (both included) of one company, or of all when none is named. */
  private inRange(range: RangoAuditoriaDto): SelectQueryBuilder<AuditLog> {
    const qb = this.logs.createQueryBuilder('a');
    const desde = range.startDate ? new Date(range.startDate) : undefined;
    const hasta = range.endDate ? endOf(range.endDate) : undefined;
    if (desde && hasta && desde >= hasta) throw new BadRequestException('La fecha de inicio no puede ser posterior a la fecha de fin');
    porCompania(qb, 'a', range.companiaId);
    if (desde) qb.andWhere('a.timestamp >= :desde', { desde });
    if (hasta) qb.andWhere('a.timestamp < :hasta', { hasta });
    return qb;
  }

  /** One row per table with its CREATE/UPDATE/DELETE/READ counts, busiest first. */
  private porTabla(rows: { tableName: string; action: string; cantidad: unknown }[]): AccionesDeTabla[] {
    const tablas = new Map<string, AccionesDeTabla>();
    for (const row of rows) {
      const tabla = tablas.get(row.tableName) ?? { tableName: row.tableName, CREATE: 0, UPDATE: 0, DELETE: 0, READ: 0 };
      tablas.set(row.tableName, tabla);
      if ((ACCIONES_POR_TABLA as readonly string[]).includes(row.action)) tabla[row.action as AccionContada] = Number(row.cantidad);
    }
    const total = (tabla: AccionesDeTabla) => ACCIONES_POR_TABLA.reduce((sum, action) => sum + tabla[action], 0);
    return [...tablas.values()].sort((a, b) => total(b) - total(a) || a.tableName.localeCompare(b.tableName));
  }
}
