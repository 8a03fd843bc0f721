import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { ListResourceSpec, ListQuery, PaginaDeLista } from '../common/list-query';
import { PDF_MIME, pdfDownload, renderPdf } from '../common/pdf';
import { XLSX_MIME, xlsxDownload } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { CompaniaService } from '../compania/compania.service';
import { MovimientoDto, MovimientoGeneracionDto } from './dto/movimiento.dto';
import { guiaPdf } from './exportacion/guia-pdf';
import { jsonDeMovimientos, listaJson } from './lista-json';
import { MOVIMIENTO_EXCEL_COLUMNS } from './exportacion/movimiento-excel';
import { ActivoDelMovimiento, MovimientoRespuesta, MovimientoService } from './movimiento.service';
import { Movimiento } from './movimiento.entity';
import { limaDate } from '../common/lima-time';
import { Permiso } from '../common/permiso';
import { ActivoDelMovimientoDto, MovimientoGuardadoDto, MovimientoRespuestaDto } from './dto/movimiento-respuesta.dto';
import { ApiArchivo } from '../common/api-archivo.decorator';
import type { Solicitud } from '../common/request-context';

/** Lima's calendar day (UTC−5 all year), for file names. */

const LIST: ListResourceSpec = {
  resource: 'movimiento',
  sortable: { id: 'm.id', fecha: 'm.fecha', destinatario: 'm.destinatario', puntoDePartida: 'm.puntoDePartida', puntoDeLlegada: 'm.puntoDeLlegada', createdAt: 'm.createdAt' },
  filterable: {
    id: { column: 'm.id', type: 'number' },
    ruc: { column: 'm.ruc', type: 'string' },
    destinatario: { column: 'm.destinatario', type: 'string', match: 'contains' },
  },
  searchColumns: ['m.busqueda'],
  // Newest first; sortOf() adds id in the same direction as the tiebreaker.
  defaultSort: { field: 'fecha', order: 'DESC' },
  defaultDialect: 'simple-rest',
  defaultPageSize: 10,
  // Each page's assets and guides are read with one IN list of its ids.
  maxPageSize: 500,
};

@ApiTags('Movimientos')
@ApiBearerAuth()
@Controller('Movimiento')
@Audited({ table: 'movimiento', module: 'Movimientos' })
export class MovimientoController {
  constructor(
    private readonly movimientos: MovimientoService,
    private readonly companias: CompaniaService,
  ) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Movimientos de la compañía, del más reciente al más antiguo, con sus activos y guías; búsqueda por destinatario, detalle y puntos' })
  @ApiOkResponse({ type: MovimientoRespuestaDto, isArray: true })
  async list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<Movimiento>> {
    const [pagina, total] = await this.movimientos.list(companiaId, list);
    return [pagina, total, (cuerpo) => listaJson(cuerpo, this.movimientos.conDetalleEnLotes(companiaId, pagina), jsonDeMovimientos())];
  }

  @Get('export')
  @Permiso('lectura')
  @AuditedDownload('Exportación de movimientos a Excel')
  @HeavyWork()
  @ApiOperation({ summary: 'Exporta los movimientos a Movimientos_{yyyy-MM-dd}.xlsx: cabecera, códigos de los activos y cantidad de guías' })
  @ApiArchivo(XLSX_MIME)
  exportExcel(@CompaniaActual() companiaId: number) {
    return xlsxDownload(`Movimientos_${limaDate()}.xlsx`, MOVIMIENTO_EXCEL_COLUMNS, this.movimientos.exportRows(companiaId), 'Movimientos');
  }

  @Post('insupd')
  @Permiso('escritura')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Generación de Movimientos: crea (sin id) o reemplaza (id > 0) un movimiento con sus activos y guías en una transacción; responde { ok: true, id, … }',
  })
  @ApiOkResponse({ type: MovimientoGuardadoDto })
  @Audited({ id: 'result.id', describe: ({ old }) => old && `Actualización de movimiento #${old.id} (Generación de Movimientos)` })
  insupd(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: MovimientoGeneracionDto): Promise<{ ok: true } & MovimientoRespuesta> {
    return this.movimientos.insupd(user, companiaId, dto);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un movimiento con sus activos y guías' })
  @ApiNotFoundResponse({ description: 'Movimiento no encontrado' })
  @ApiOkResponse({ type: MovimientoRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<MovimientoRespuesta> {
    return this.movimientos.findVisible(companiaId, id);
  }

  @Get(':id/activos')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Activos del movimiento: [{ id, codigo, descripcion, nombre }]' })
  @ApiOkResponse({ type: ActivoDelMovimientoDto, isArray: true })
  activos(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ActivoDelMovimiento[]> {
    return this.movimientos.activosOf(companiaId, id);
  }

  @Get(':id/guia/pdf')
  @Permiso('lectura')
  @AuditedDownload('Impresión de la guía de remisión')
  @HeavyWork()
  @ApiOperation({ summary: 'Guía de remisión imprimible del movimiento: Guia_Movimiento_{id}.pdf' })
  @ApiArchivo(PDF_MIME)
  async guia(@CompaniaActual() companiaId: number, @IdParam() id: number, @Req() solicitud: Solicitud) {
    const [movimiento, compania] = await Promise.all([this.movimientos.findVisible(companiaId, id), this.companias.findById(companiaId)]);
    const documento = guiaPdf({ razonSocial: compania?.razonSocial ?? '', ruc: compania?.ruc ?? '' }, movimiento);
    return pdfDownload(`Guia_Movimiento_${id}.pdf`, await renderPdf(documento, { pageFooter: 'Página {page} de {pages}' }, solicitud));
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Registra un movimiento: cada activo movido pasa al punto de llegada y recibe una entrada en su historial de ubicaciones',
    description:
      'En la misma transacción, cada activo toma la dirección registrada de llegada (llegadaDireccionId, una dirección de la compañía o de sus clientes; sin él, la que nombra puntoDeLlegada: su texto "calle, distrito, provincia" o su calle, sin distinguir mayúsculas ni tildes) y la sede de esa dirección, y deja el edificio y el piso de la que deja. Si el punto de llegada no nombra ninguna dirección registrada, cada activo conserva su dirección (GET /api/Direccion/coincidencia lo dice antes de guardar). La entrada del historial guarda dónde estaba realmente el activo.',
  })
  @ApiCreatedResponse({ type: MovimientoRespuestaDto })
  @Audited({ id: 'result.id' })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: MovimientoDto): Promise<MovimientoRespuesta> {
    return this.movimientos.create(user, companiaId, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Modifica un movimiento; los activos agregados pasan al punto de llegada y reciben una entrada en su historial de ubicaciones' })
  @ApiOkResponse({ type: MovimientoRespuestaDto })
  update(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: MovimientoDto): Promise<MovimientoRespuesta> {
    return this.movimientos.update(user, companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un movimiento con sus guías; el historial de ubicaciones de sus activos se conserva' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.movimientos.remove(companiaId, id);
  }
}
