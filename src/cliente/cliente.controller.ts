import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { IdParam } from '../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { CompaniaActual } from '../common/tenancy';
import { ClienteRespuesta, ClienteService } from './cliente.service';
import { ClienteDto } from './dto/cliente.dto';
import { Permiso } from '../common/permiso';
import { ClienteRespuestaDto } from './dto/cliente-respuesta.dto';
import { ImportRoutes } from '../importacion/import-routes.decorator';
import type { Solicitud } from '../common/request-context';

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
@ImportRoutes({
  servicio: ClienteService,
  analizar: 'Encabezados de la fila anterior a startRow de un Excel de clientes',
  importar: 'Importa clientes desde Excel; la dirección se busca por su texto (calle, distrito, provincia, o solo la calle)',
  config:
    'JSON: { startRow, nombreColumn, apellidoColumn, correoColumn, rucColumn, dniColumn, ceColumn, telefonoColumn, representanteLegalColumn, ingenieroResponsableColumn, tieneContratoColumn, direccionColumn }',
  auditoria: ['clientes', 'creados'],
  antesDe: 'findOne',
})
export class ClienteController {
  constructor(private readonly clientes: ClienteService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Clientes de la compañía con su direccion; búsqueda por nombre, apellido, RUC, DNI, correo o teléfono' })
  @ApiOkResponse({ type: ClienteRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<ClienteRespuesta>> {
    return this.clientes.list(companiaId, list);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un cliente (404 si es de otra compañía)' })
  @ApiOkResponse({ type: ClienteRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ClienteRespuesta> {
    return this.clientes.findVisible(companiaId, id);
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({ summary: 'Crea un cliente; RUC y DNI únicos en la compañía; al menos un documento' })
  @ApiConflictResponse({ description: 'RUC o DNI ya registrado en la compañía' })
  @ApiCreatedResponse({ type: ClienteRespuestaDto })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual() companiaId: number, @Body() dto: ClienteDto): Promise<ClienteRespuesta> {
    return this.clientes.create(companiaId, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Modifica un cliente' })
  @ApiOkResponse({ type: ClienteRespuestaDto })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: ClienteDto): Promise<ClienteRespuesta> {
    return this.clientes.update(companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
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
  @Permiso('lectura')
  @ApiOperation({ summary: 'Clientes asociados a una dirección' })
  @ApiOkResponse({ type: ClienteRespuestaDto, isArray: true })
  byDireccion(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ClienteRespuesta[]> {
    return this.clientes.byDireccion(companiaId, id);
  }
}
