import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { Audited } from '../audit/audit-target';
import { IdParam } from '../common/id.pipe';
import { ApiListQuery, ListResourceSpec, parseListQuery, toListResponse } from '../common/list-query';
import { analyzeExcel, ExcelUpload, ExcelUploadBody, ImportResult, NamedUpload, UploadedExcel, uploadedImportConfig } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import { ClienteRespuesta, ClienteService } from './cliente.service';
import { ClienteDto } from './dto/cliente.dto';

const LIST: ListResourceSpec = {
  resource: 'cliente',
  sortable: { id: 'c.id', nombre: 'c.nombre', apellido: 'c.apellido', ruc: 'c.ruc', dni: 'c.dni', correoElectronico: 'c.correoElectronico' },
  filterable: {
    id: { column: 'c.id', type: 'number' },
    direccionId: { column: 'c.direccionId', type: 'number' },
    tieneContrato: { column: 'c.tieneContrato', type: 'boolean' },
  },
  searchColumns: ['c.busqueda'],
  defaultSort: { field: 'id', order: 'DESC' },
  defaultDialect: 'paged',
  defaultPageSize: 10,
};

@ApiTags('Clientes')
@ApiBearerAuth()
@Controller('Cliente')
@Audited({ table: 'cliente', module: 'Clientes' })
export class ClienteController {
  constructor(private readonly clientes: ClienteService) {}

  @Get()
  @ApiOperation({ summary: 'Clientes de la compañía con su direccion; búsqueda por nombre, apellido, RUC, DNI, correo o teléfono' })
  @ApiListQuery('cliente', Object.keys(LIST.sortable), Object.keys(LIST.filterable))
  async list(@CompaniaActual() companiaId: number, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { companiaId: _tenant, ...params } = query;
    const list = parseListQuery(params, LIST);
    const [rows, total] = await this.clientes.list(companiaId, list);
    return toListResponse(list, rows, total, res);
  }

  @Post('analyze-excel')
  @ExcelUpload({ startRow: 'Fila donde empiezan los datos (1 a 100, por defecto 2)' })
  @ApiOperation({ summary: 'Encabezados de la fila anterior a startRow de un Excel de clientes' })
  analyzeExcel(@UploadedExcel() file: NamedUpload, @Body() body: ExcelUploadBody): Promise<string[]> {
    return analyzeExcel(file, body.startRow);
  }

  @Post('import-excel')
  @HeavyWork()
  @ExcelUpload({
    startRow: 'Fila donde empiezan los datos (1 a 100, por defecto 2)',
    config:
      'JSON: { startRow, nombreColumn, apellidoColumn, correoColumn, rucColumn, dniColumn, ceColumn, telefonoColumn, representanteLegalColumn, ingenieroResponsableColumn, tieneContratoColumn, direccionColumn }',
  })
  @ApiOperation({ summary: 'Importa clientes desde Excel; la dirección se busca por su texto (calle, distrito, provincia, o solo la calle)' })
  importExcel(@CompaniaActual() companiaId: number, @UploadedExcel() file: NamedUpload, @Body() body: ExcelUploadBody): Promise<ImportResult> {
    return this.clientes.importar(companiaId, file, uploadedImportConfig(body));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un cliente (404 si es de otra compañía)' })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ClienteRespuesta> {
    return this.clientes.findVisible(companiaId, id);
  }

  @Post()
  @ApiOperation({ summary: 'Crea un cliente; RUC y DNI únicos en la compañía; al menos un documento' })
  @ApiConflictResponse({ description: 'RUC o DNI ya registrado en la compañía' })
  create(@CompaniaActual() companiaId: number, @Body() dto: ClienteDto): Promise<ClienteRespuesta> {
    return this.clientes.create(companiaId, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Modifica un cliente' })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: ClienteDto): Promise<ClienteRespuesta> {
    return this.clientes.update(companiaId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un cliente' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.clientes.remove(companiaId, id);
  }
}

/** GET /api/Direccion/{id}/clientes lives here: the clients are this module's table. */
@ApiTags('Direcciones')
@ApiBearerAuth()
@Controller('Direccion')
export class DireccionClientesController {
  constructor(private readonly clientes: ClienteService) {}

  @Get(':id/clientes')
  @ApiOperation({ summary: 'Clientes asociados a una dirección' })
  byDireccion(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ClienteRespuesta[]> {
    return this.clientes.byDireccion(companiaId, id);
  }
}
