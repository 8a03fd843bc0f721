import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { Audited } from '../audit/audit-target';
import { IdParam } from '../common/id.pipe';
import { ApiListQuery, ListResourceSpec, parseListQuery, toListResponse } from '../common/list-query';
import { analyzeExcel, ExcelUpload, ExcelUploadBody, ImportResult, NamedUpload, UploadedExcel, uploadedImportConfig } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { DireccionRespuesta, DireccionService } from './direccion.service';
import { DireccionDto } from './dto/direccion.dto';

const LIST: ListResourceSpec = {
  resource: 'direccion',
  sortable: { id: 'd.id', calle: 'd.calle', ciudad: 'd.ciudad', distrito: 'd.distrito', provincia: 'd.provincia', departamento: 'd.departamento', sede: 'd.sede' },
  filterable: {
    id: { column: 'd.id', type: 'number' },
    departamento: { column: 'd.departamento', type: 'string' },
    sede: { column: 'd.sede', type: 'string' },
  },
  searchColumns: ['d.busqueda'],
  defaultSort: { field: 'id', order: 'DESC' },
  defaultDialect: 'paged',
  defaultPageSize: 10,
};

@ApiTags('Direcciones')
@ApiBearerAuth()
@Controller('Direccion')
@Audited({ table: 'direccion', module: 'Direcciones' })
export class DireccionController {
  constructor(private readonly direcciones: DireccionService) {}

  @Get()
  @ApiOperation({ summary: 'Direcciones de la compañía con clientesCount; búsqueda por calle, ciudad, distrito, provincia o departamento' })
  @ApiListQuery('direccion', Object.keys(LIST.sortable), Object.keys(LIST.filterable))
  async list(@CompaniaActual() companiaId: number, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { companiaId: _tenant, ...params } = query;
    const list = parseListQuery(params, LIST);
    const [rows, total] = await this.direcciones.list(companiaId, list);
    return toListResponse(list, rows, total, res);
  }

  @Get('dropdown')
  @ApiOperation({ summary: 'Direcciones para selectores: [{ id, text }] con text = calle, distrito, provincia' })
  dropdown(@CompaniaActual() companiaId: number): Promise<Array<{ id: number; text: string }>> {
    return this.direcciones.dropdown(companiaId);
  }

  @Post('analyze-excel')
  @ExcelUpload({ startRow: 'Fila donde empiezan los datos (1 a 100, por defecto 2)' })
  @ApiOperation({ summary: 'Encabezados de la fila anterior a startRow de un Excel de direcciones' })
  analyzeExcel(@UploadedExcel() file: NamedUpload, @Body() body: ExcelUploadBody): Promise<string[]> {
    return analyzeExcel(file, body.startRow);
  }

  @Post('import-excel')
  @HeavyWork()
  @ExcelUpload({
    startRow: 'Fila donde empiezan los datos (1 a 100, por defecto 2)',
    config: 'JSON: { startRow, calleColumn, ciudadColumn, distritoColumn, provinciaColumn, departamentoColumn, codigoPostalColumn, urbanizacionColumn, sedeColumn }',
  })
  @ApiOperation({ summary: 'Importa direcciones desde Excel: { successCount, errorCount, totalProcessed, processedItems }; informa las filas cuya ubicación no coincide con el ubigeo del INEI y las filas repetidas del archivo' })
  importExcel(@CompaniaActual() companiaId: number, @UploadedExcel() file: NamedUpload, @Body() body: ExcelUploadBody): Promise<ImportResult> {
    return this.direcciones.importar(companiaId, file, uploadedImportConfig(body));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una dirección (404 si es de otra compañía)' })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<DireccionRespuesta> {
    return this.direcciones.findVisible(companiaId, id);
  }

  @Post()
  @ApiOperation({ summary: 'Crea una dirección; departamento, provincia y distrito deben coincidir con el catálogo de ubigeo del INEI (sin distinguir mayúsculas ni tildes); guarda su ubigeo' })
  create(@CompaniaActual() companiaId: number, @Body() dto: DireccionDto): Promise<DireccionRespuesta> {
    return this.direcciones.create(companiaId, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Modifica una dirección' })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: DireccionDto): Promise<DireccionRespuesta> {
    return this.direcciones.update(companiaId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina una dirección sin clientes asociados' })
  @ApiConflictResponse({ description: 'La dirección tiene clientes asociados' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.direcciones.remove(companiaId, id);
  }
}
