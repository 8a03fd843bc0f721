import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { IdParam } from '../common/id.pipe';
import { ListResourceSpec, ListQuery, PaginaDeLista } from '../common/list-query';
import { XLSX_MIME, xlsxDownload } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { NotificacionRespuesta } from './notificacion/notificacion.service';
import { AsignacionDto, MantenimientoDto } from './dto/mantenimiento.dto';
import { MANTENIMIENTO_EXCEL_COLUMNS } from './exportacion/mantenimiento-excel';
import { MantenimientoRespuesta, MantenimientoService, ORDEN_FECHA, UsuarioAsignado } from './mantenimiento.service';
import { Permiso } from '../common/permiso';
import { MantenimientoRespuestaDto, NotificacionRespuestaDto, UsuarioDeMantenimientoDto } from './dto/mantenimiento-respuesta.dto';
import { ApiArchivo } from '../common/api-archivo.decorator';

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
  @Permiso('lectura')
  @ApiOperation({ summary: 'Mantenimientos de la compañía, del más próximo en fecha al más antiguo, con el código y descripción del activo y los usuarios asignados' })
  @ApiOkResponse({ type: MantenimientoRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<MantenimientoRespuesta>> {
    return this.mantenimientos.list(companiaId, list);
  }

  @Get('export')
  @Permiso('lectura')
  @AuditedDownload('Exportación de mantenimientos a Excel')
  @HeavyWork()
  @ApiOperation({ summary: 'Exporta los mantenimientos a Mantenimientos.xlsx' })
  @ApiArchivo(XLSX_MIME)
  exportExcel(@CompaniaActual() companiaId: number) {
    return xlsxDownload('Mantenimientos.xlsx', MANTENIMIENTO_EXCEL_COLUMNS, this.mantenimientos.exportRows(companiaId), 'Mantenimientos');
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un mantenimiento con su activo y usuarios asignados' })
  @ApiNotFoundResponse({ description: 'Mantenimiento no encontrado' })
  @ApiOkResponse({ type: MantenimientoRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<MantenimientoRespuesta> {
    return this.mantenimientos.findVisible(companiaId, id);
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({ summary: 'Programa un mantenimiento; código y descripción se toman del activo. En Proceso deja el activo En mantenimiento' })
  @ApiCreatedResponse({ type: MantenimientoRespuestaDto })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual() companiaId: number, @Body() dto: MantenimientoDto): Promise<MantenimientoRespuesta> {
    return this.mantenimientos.create(companiaId, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Modifica un mantenimiento. Al pasar a En Proceso el activo queda En mantenimiento; al dejarlo recupera su estado anterior. opcion se guarda tal como llega (D no elimina: use DELETE)',
  })
  @ApiOkResponse({ type: MantenimientoRespuestaDto })
  @Audited({ code: 'old.codigo' })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: MantenimientoDto): Promise<MantenimientoRespuesta> {
    return this.mantenimientos.update(companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un mantenimiento con sus asignaciones y avisos; un activo En mantenimiento recupera su estado anterior' })
  @Audited({ code: 'old.codigo' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.mantenimientos.remove(companiaId, id);
  }

  @Get(':id/usuarios')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Usuarios asignados: [{ id, nombre, apellido, codigo, rol, fechaAsignacion }]' })
  @ApiOkResponse({ type: UsuarioDeMantenimientoDto, isArray: true })
  usuarios(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<UsuarioAsignado[]> {
    return this.mantenimientos.usuariosOf(companiaId, id);
  }

  @Post(':id/usuarios/:usuarioId')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Asigna un usuario de la compañía con un rol opcional ({ rol } en el cuerpo o ?rol=): Responsable, Supervisor, Técnico o Asistente' })
  @ApiConflictResponse({ description: 'El usuario ya está asignado a este mantenimiento' })
  @ApiCreatedResponse({ type: UsuarioDeMantenimientoDto })
  @Audited({
    code: 'extra.codigo',
    describe: ({ params, result }) => `Asignación de ${[result.nombre, result.apellido].filter(Boolean).join(' ')} (${result.rol ?? 'sin rol'}) al mantenimiento #${Number(params.id)}`,
  })
  asignar(
    @CompaniaActual() companiaId: number,
    @IdParam() id: number,
    @IdParam('usuarioId') usuarioId: number,
    @Body() body: AsignacionDto,
    @Query() query: AsignacionDto,
  ): Promise<UsuarioAsignado> {
    return this.mantenimientos.assign(companiaId, id, usuarioId, body.rol ?? query.rol ?? null);
  }

  @Delete(':id/usuarios/:usuarioId')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Quita un usuario del mantenimiento' })
  @ApiNotFoundResponse({ description: 'El usuario no está asignado a este mantenimiento' })
  @Audited({ describe: ({ params }) => `Desasignación del usuario #${Number(params.usuarioId)} del mantenimiento #${Number(params.id)}` })
  desasignar(@CompaniaActual() companiaId: number, @IdParam() id: number, @IdParam('usuarioId') usuarioId: number): Promise<{ codigo: string | null }> {
    return this.mantenimientos.unassign(companiaId, id, usuarioId);
  }

  @Get(':id/notificaciones')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Avisos del mantenimiento: destinatario, enlace de WhatsApp, estado (pendiente, enviando, enviada, fallida, registrada), intentos y error' })
  @ApiOkResponse({ type: NotificacionRespuestaDto, isArray: true })
  notificaciones(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<NotificacionRespuesta[]> {
    return this.mantenimientos.notificacionesOf(companiaId, id);
  }
}
