import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn, LongTextColumn } from '../database/columns';

export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'READ',
  'LOGIN_SUCCESS',
  'LOGIN_FAILED',
  'LOGOUT',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit record of docs/especificacion-operaciones.md §3. Written only by AuditService; never updated, but for the count of an aggregated row. */
@Entity('audit_log')
// Each filter of the audit screen, and table with action, in the screen's default order (newest first);
// success for the statistics' failures. See migration IndicesAuditoria.
@Index(['companiaId', 'timestamp'])
@Index(['action', 'timestamp'])
@Index(['tableName', 'timestamp'])
@Index(['tableName', 'action', 'timestamp'])
@Index(['userId', 'timestamp'])
@Index(['success', 'timestamp'])
@Index(['agrupacion'], { unique: true, where: 'agrupacion IS NOT NULL' })
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @DateTimeColumn()
  timestamp: Date;

  @Column({ type: Number, nullable: true })
  userId: number | null;

  @Column({ type: String, length: 200, nullable: true })
  userName: string | null;

  @Column({ type: String, length: 150, nullable: true })
  userEmail: string | null;

  /** The company whose data the request touched: a Maestro acting on company 2 writes rows of company 2. */
  @Column({ type: Number, nullable: true })
  companiaId: number | null;

  /** The actor's own company, when it differs from companiaId or not. */
  @Column({ type: Number, nullable: true })
  actorCompaniaId: number | null;

  /** The API key that made the request; userName then holds the key's name. */
  @Column({ type: Number, nullable: true })
  claveApiId: number | null;

  @Column({ type: String, length: 200, nullable: true })
  companiaName: string | null;

  @Column({ type: String, length: 100 })
  tableName: string;

  @Column({ type: String, length: 20 })
  action: AuditAction;

  @Column({ type: String, length: 50, nullable: true })
  recordId: string | null;

  @Column({ type: String, length: 100, nullable: true })
  recordCode: string | null;

  @Column({ type: String, length: 100, nullable: true })
  module: string | null;

  @Column({ type: String, length: 500, nullable: true })
  description: string | null;

  @Column({ type: String, length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: String, length: 500, nullable: true })
  userAgent: string | null;

  @Column({ type: String, length: 500, nullable: true })
  endpoint: string | null;

  @Column({ type: String, length: 10, nullable: true })
  httpMethod: string | null;

  @Column({ type: Number, nullable: true })
  statusCode: number | null;

  @Column({ type: Boolean })
  success: boolean;

  @Column({ type: String, length: 1000, nullable: true })
  errorMessage: string | null;

  @LongTextColumn({ nullable: true })
  oldValues: string | null;

  @LongTextColumn({ nullable: true })
  newValues: string | null;

  @Column({ type: String, length: 64, nullable: true })
  requestId: string | null;

  /**
   * How many requests the row stands for: 1, or for the refusals of one IP in one minute before the caller was known
   * (AuditService.countRefusal), how many there were. The row shows the first of them.
   */
  @Column({ type: Number, default: 1 })
  cantidad: number;

  /**
   * The key of such a row (status, IP and minute), unique: every replica increments the same row. Null on the others;
   * never read back (a loaded row lacks it).
   */
  @Column({ type: String, length: 100, nullable: true, select: false })
  agrupacion?: string | null;
}
