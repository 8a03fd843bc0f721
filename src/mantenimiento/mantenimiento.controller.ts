import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { IdParam } from '../common/id.pipe';
import { ApiListQuery, ListResourceSpec, parseListQuery, toListResponse } from '../common/list-query';
import { xlsxDownload } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { NotificacionRespuesta } from '../notificaciones/notificaciones.service';
import { AsignacionDto, MantenimientoDto } from './dto/mantenimiento.dto';
import { MANTENIMIENTO_EXCEL_COLUMNS } from './mantenimiento-excel';
import { MantenimientoRespuesta, MantenimientoService, ORDEN_FECHA, UsuarioAsignado } from './mantenimiento.service';

const LIST: ListResourceSpec = {
  resource: 'mantenimiento',
  sortable: {
    id: 'm.id',
    fecha: ORDEN_FECHA,
    fechaNotificacion: 'm.fechaNotificacion',
    estado: 'm.estado',
    codigo: 'm.codigo',
    createdAt: 'm.createdAt',
  },
  filterable: {
    id: { column: 'm.id', type: 'number' },
    activoId: { column: 'm.activoId', type: 'number' },
    estado: { column: 'm.estado', type: 'string' },
    codigo: { column: 'm.codigo', type: 'string', match: 'contains' },
  },
  searchColumns: ['m.busqueda'],
  // Newest scheduled date first; sortOf() adds id in the same direction as the tiebreaker.
  defaultSort: { field: 'fecha', order: 'DESC' },
  defaultDialect: 'simple-rest',
  defaultPageSize: 10,
  // Each page's assets and users are read with one IN list of its ids.
  maxPageSize: 500,
};

@ApiTags('Mantenimientos')
@ApiBearerAuth()
@Controller('mantenimiento')
@Audited({ table: 'mantenimiento', module: 'Mantenimientos' })
export class MantenimientoController {
  constructor(private readonly mantenimientos: MantenimientoService) {}

  @Get()
  @ApiOperation({ summary: 'Mantenimientos de la compañía, del más próximo en fecha al más antiguo, con el código y descripción del activo y los usuarios asignados' })
  @ApiListQuery('mantenimiento', Object.keys(LIST.sortable), Object.keys(LIST.filterable))
  async list(@CompaniaActual() companiaId: number, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { companiaId: _tenant, ...params } = query;
    const list = parseListQuery(params, LIST);
    const [rows, total] = await this.mantenimientos.list(companiaId, list);
    return toListResponse(list, rows, total, res);
  }

  @Get('export')
  @AuditedDownload('Exportación de mantenimientos a Excel')
  @HeavyWork()
  @ApiOperation({ summary: 'Exporta los mantenimientos a Mantenimientos.xlsx' })
  exportExcel(@CompaniaActual() companiaId: number) {
    return xlsxDownload('Mantenimientos.xlsx', MANTENIMIENTO_EXCEL_COLUMNS, this.mantenimientos.exportRows(companiaId), 'Mantenimientos');
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un mantenimiento con su activo y usuarios asignados' })
  @ApiNotFoundResponse({ description: 'Mantenimiento no encontrado' })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<MantenimientoRespuesta> {
    return this.mantenimientos.findVisible(companiaId, id);
  }

  @Post()
  @ApiOperation({ summary: 'Programa un mantenimiento; código y descripción se toman del activo. En Proceso deja el activo En mantenimiento' })
  create(@CompaniaActual() companiaId: number, @Body() dto: MantenimientoDto): Promise<MantenimientoRespuesta> {
    return this.mantenimientos.create(companiaId, dto);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Modifica un mantenimiento. Al pasar a En Proceso el activo queda En mantenimiento; al dejarlo recupera su estado anterior. opcion se guarda tal como llega (D no elimina: use DELETE)',
  })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: MantenimientoDto): Promise<MantenimientoRespuesta> {
    return this.mantenimientos.update(companiaId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un mantenimiento con sus asignaciones y avisos; un activo En mantenimiento recupera su estado anterior' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.mantenimientos.remove(companiaId, id);
  }

  @Get(':id/usuarios')
  @ApiOperation({ summary: 'Usuarios asignados: [{ id, nombre, apellido, codigo, rol, fechaAsignacion }]' })
  usuarios(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<UsuarioAsignado[]> {
    return this.mantenimientos.usuariosDe(companiaId, id);
  }

  @Post(':id/usuarios/:usuarioId')
  @ApiOperation({ summary: 'Asigna un usuario de la compañía con un rol opcional ({ rol } en el cuerpo o ?rol=): Responsable, Supervisor, Técnico o Asistente' })
  @ApiConflictResponse({ description: 'El usuario ya está asignado a este mantenimiento' })
  asignar(
    @CompaniaActual() companiaId: number,
    @IdParam() id: number,
    @IdParam('usuarioId') usuarioId: number,
    @Body() body: AsignacionDto,
    @Query() query: AsignacionDto,
  ): Promise<UsuarioAsignado> {
    return this.mantenimientos.asignar(companiaId, id, usuarioId, body.rol ?? query.rol ?? null);
  }

  @Delete(':id/usuarios/:usuarioId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Quita un usuario del mantenimiento' })
  @ApiNotFoundResponse({ description: 'El usuario no está asignado a este mantenimiento' })
  desasignar(@CompaniaActual() companiaId: number, @IdParam() id: number, @IdParam('usuarioId') usuarioId: number): Promise<void> {
    return this.mantenimientos.desasignar(companiaId, id, usuarioId);
  }

  @Get(':id/notificaciones')
  @ApiOperation({ summary: 'Avisos del mantenimiento: destinatario, enlace de WhatsApp, estado (pendiente, enviando, enviada, fallida, registrada), intentos y error' })
  notificaciones(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<NotificacionRespuesta[]> {
    return this.mantenimientos.notificacionesDe(companiaId, id);
  }
}
