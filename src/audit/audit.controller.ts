import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permiso, SoloPersonas } from '../common/permiso';
import { AuditConsultaService, EstadisticasAuditoria, LimpiezaAuditoria, PaginaAuditoria } from './audit-consulta.service';
import { Audited } from './audit-target';
import { ConsultaAuditoriaDto, LimpiezaAuditoriaDto, RangoAuditoriaDto } from './dto/consulta-auditoria.dto';
import { EstadisticasAuditoriaDto, LimpiezaAuditoriaRespuestaDto, PaginaAuditoriaDto } from './dto/auditoria-respuesta.dto';

/**
 * The audit log for Maestro users (type 1), across every company. Rows are only
 * ever written by the audit interceptor: there is no route that changes one, and
 * the clean-up is the only one that deletes.
 */
@ApiTags('Auditoría')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Solo el usuario Maestro (tipo 1) consulta y limpia la auditoría' })
@SoloPersonas()
@Controller('Audit')
@Permiso('maestro')
@Audited({ table: 'audit_log', module: 'Auditoría' })
export class AuditController {
  constructor(private readonly consulta: AuditConsultaService) {}

  @Get()
  @ApiOperation({
    summary:
      'Registros de auditoría filtrados (usuario, compañía, tabla, acción, fechas, texto en la descripción), ordenados por Timestamp, TableName o Action y paginados (pageSize 25, 50 por defecto, máximo 100)',
  })
  @ApiOkResponse({ type: PaginaAuditoriaDto })
  list(@Query() query: ConsultaAuditoriaDto): Promise<PaginaAuditoria> {
    return this.consulta.page(query);
  }

  @Get('statistics')
  @ApiOperation({ summary: 'Totales, acciones por tabla, usuarios más activos y fallos recientes entre dos fechas' })
  @ApiOkResponse({ type: EstadisticasAuditoriaDto })
  statistics(@Query() range: RangoAuditoriaDto): Promise<EstadisticasAuditoria> {
    return this.consulta.statistics(range);
  }

  @Get('tables')
  @ApiOperation({ summary: 'Tablas presentes en la auditoría, para el filtro' })
  @ApiOkResponse({ type: String, isArray: true })
  tables(): Promise<string[]> {
    return this.consulta.tables();
  }

  @Get('actions')
  @ApiOperation({ summary: 'Acciones que registra la auditoría, para el filtro' })
  @ApiOkResponse({ type: String, isArray: true })
  actions(): string[] {
    return this.consulta.actions();
  }

  @Delete('clean')
  @ApiOperation({ summary: 'Elimina los registros con más de daysToKeep días (la pantalla envía 90); la limpieza queda auditada' })
  @ApiOkResponse({ type: LimpiezaAuditoriaRespuestaDto })
  @Audited({ describe: ({ result }) => result && `Limpieza de auditoría: ${result.deletedCount} registros anteriores al ${result.cutoffDate.toISOString()} eliminados (se conservan ${result.daysToKeep} días)` })
  clean(@Query() query: LimpiezaAuditoriaDto): Promise<LimpiezaAuditoria> {
    return this.consulta.clean(query.daysToKeep);
  }
}
