import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { Audited, AuditedDownload } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { ApiListQuery, ListResourceSpec, parseListQuery, toListResponse } from '../common/list-query';
import { pdfDownload, renderPdf } from '../common/pdf';
import { xlsxDownload } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { CompaniaService } from '../compania/compania.service';
import { MovimientoDto, MovimientoGeneracionDto } from './dto/movimiento.dto';
import { guiaPdf } from './guia-pdf';
import { jsonDeMovimientos, listaJson } from './lista-json';
import { MOVIMIENTO_EXCEL_COLUMNS } from './movimiento-excel';
import { ActivoDelMovimiento, MovimientoRespuesta, MovimientoService } from './movimiento.service';
import { limaDate } from '../common/lima-time';

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
  @ApiOperation({ summary: 'Movimientos de la compañía, del más reciente al más antiguo, con sus activos y guías; búsqueda por destinatario, detalle y puntos' })
  @ApiListQuery('movimiento', Object.keys(LIST.sortable), Object.keys(LIST.filterable))
  async list(@CompaniaActual() companiaId: number, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { companiaId: _tenant, ...params } = query;
    const list = parseListQuery(params, LIST);
    const [pagina, total] = await this.movimientos.list(companiaId, list);
    return listaJson(toListResponse(list, pagina, total, res), this.movimientos.conDetalleEnLotes(companiaId, pagina), jsonDeMovimientos());
  }

  @Get('export')
  @AuditedDownload('Exportación de movimientos a Excel')
  @HeavyWork()
  @ApiOperation({ summary: 'Exporta los movimientos a Movimientos_{yyyy-MM-dd}.xlsx: cabecera, códigos de los activos y cantidad de guías' })
  exportExcel(@CompaniaActual() companiaId: number) {
    return xlsxDownload(`Movimientos_${limaDate()}.xlsx`, MOVIMIENTO_EXCEL_COLUMNS, this.movimientos.exportRows(companiaId), 'Movimientos');
  }

  @Post('insupd')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Generación de Movimientos: crea (sin id) o reemplaza (id > 0) un movimiento con sus activos y guías en una transacción; responde { ok: true, id, … }',
  })
  insupd(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: MovimientoGeneracionDto): Promise<{ ok: true } & MovimientoRespuesta> {
    return this.movimientos.insupd(user, companiaId, dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un movimiento con sus activos y guías' })
  @ApiNotFoundResponse({ description: 'Movimiento no encontrado' })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<MovimientoRespuesta> {
    return this.movimientos.findVisible(companiaId, id);
  }

  @Get(':id/activos')
  @ApiOperation({ summary: 'Activos del movimiento: [{ id, codigo, descripcion, nombre }]' })
  activos(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ActivoDelMovimiento[]> {
    return this.movimientos.activosDe(companiaId, id);
  }

  @Get(':id/guia/pdf')
  @AuditedDownload('Impresión de la guía de remisión')
  @HeavyWork()
  @ApiOperation({ summary: 'Guía de remisión imprimible del movimiento: Guia_Movimiento_{id}.pdf' })
  async guia(@CompaniaActual() companiaId: number, @IdParam() id: number) {
    const [movimiento, compania] = await Promise.all([this.movimientos.findVisible(companiaId, id), this.companias.findById(companiaId)]);
    const documento = guiaPdf({ razonSocial: compania?.razonSocial ?? '', ruc: compania?.ruc ?? '' }, movimiento);
    return pdfDownload(`Guia_Movimiento_${id}.pdf`, await renderPdf(documento, { pageFooter: 'Página {page} de {pages}' }));
  }

  @Post()
  @ApiOperation({
    summary: 'Registra un movimiento: cada activo movido pasa al punto de llegada y recibe una entrada en su historial de ubicaciones',
    description:
      'En la misma transacción, cada activo toma la dirección de la compañía que nombra puntoDeLlegada (su texto "calle, distrito, provincia" o su calle, sin distinguir mayúsculas ni tildes) y la sede de esa dirección, y deja el edificio y el piso de la que deja; si ninguna dirección coincide, queda sin dirección. La entrada del historial guarda dónde estaba realmente el activo.',
  })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: MovimientoDto): Promise<MovimientoRespuesta> {
    return this.movimientos.create(user, companiaId, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Modifica un movimiento; los activos agregados pasan al punto de llegada y reciben una entrada en su historial de ubicaciones' })
  update(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: MovimientoDto): Promise<MovimientoRespuesta> {
    return this.movimientos.update(user, companiaId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un movimiento con sus guías; el historial de ubicaciones de sus activos se conserva' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.movimientos.remove(companiaId, id);
  }
}
