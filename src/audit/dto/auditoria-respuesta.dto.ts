import { PaginationDto } from '../../common/list-query/pagination.dto';
import type { EstadisticasAuditoria, LimpiezaAuditoria, PaginaAuditoria } from '../audit-consulta.service';

/** Una página del registro de auditoría. */
export class PaginaAuditoriaDto implements PaginaAuditoria {
  logs: AuditLogDto[];
  pagination: PaginationDto;
}

export class AuditLogDto {
  id: number;
  timestamp: Date;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  /** The company whose data the request touched: a Maestro acting on company 2 writes rows of company 2. */
  companiaId: number | null;
  /** The actor's own company, when it differs from companiaId or not. */
  actorCompaniaId: number | null;
  /** The API key that made the request; userName then holds the key's name. */
  claveApiId: number | null;
  companiaName: string | null;
  tableName: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'READ' | 'LOGIN_SUCCESS' | 'LOGIN_FAILED' | 'LOGOUT';
  recordId: string | null;
  recordCode: string | null;
  module: string | null;
  description: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  endpoint: string | null;
  httpMethod: string | null;
  statusCode: number | null;
  success: boolean;
  errorMessage: string | null;
  oldValues: string | null;
  newValues: string | null;
  requestId: string | null;
  /** How many requests the row stands for: 1, or the refusals of one IP in one minute before the caller was known (the row shows the first). */
  cantidad: number;
}

/** Cifras del registro de auditoría en un rango de fechas. */
export class EstadisticasAuditoriaDto implements EstadisticasAuditoria {
  totalActions: number;
  activeUsers: number;
  tablesAffected: number;
  failedActions: number;
  actionsByTable: EstadisticasAuditoriaActionsByTableDto[];
  topUsers: UsuarioActivoDto[];
  recentFailures: AuditLogDto[];
}

export class UsuarioActivoDto {
  userId: number;
  userName: string | null;
  actionCount: number;
}

export class EstadisticasAuditoriaActionsByTableDto {
  tableName: string;
  CREATE: number;
  UPDATE: number;
  DELETE: number;
  READ: number;
}

/** Lo que borró una limpieza del registro de auditoría. */
export class LimpiezaAuditoriaRespuestaDto implements LimpiezaAuditoria {
  deletedCount: number;
  daysToKeep: number;
  cutoffDate: Date;
}
