import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { Permiso } from '../common/permiso';
import { CompaniaActual } from '../common/tenancy';
import { ActaService } from './acta/acta.service';
import { CustodiaService } from './acta/custodia.service';
import { DevolverTodoDto } from './acta/dto/acta.dto';
import { ActaRespuestaDto } from './acta/dto/acta-respuesta.dto';
import { CustodioService } from './custodio.service';
import { CustodioDto } from './dto/custodio.dto';
import { ActivoACargoDto, CustodioRespuestaDto, MovimientoDeCustodiaDto } from './dto/custodio-respuesta.dto';

const LIST: ListResourceSpec = {
  resource: 'custodios',
  sortable: {
    id: 'c.id',
    nombres: 'c.nombres',
    apellidos: 'c.apellidos',
    numeroDocumento: 'c.numeroDocumento',
    correo: 'c.correo',
    updatedAt: 'c.updatedAt',
  },
  filterable: {
    id: { column: 'c.id', type: 'number' },
    areaId: { column: 'c.areaId', type: 'number' },
    tipoDocumento: { column: 'c.tipoDocumento', type: 'string' },
  },
  searchColumns: ['c.busqueda'],
  defaultSort: { field: 'apellidos', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

@ApiTags('Custodios')
@ApiBearerAuth()
@Controller('custodios')
@Audited({ table: 'custodio', module: 'Custodios', code: 'result.numeroDocumento' })
export class CustodiosController {
  constructor(
    private readonly custodios: CustodioService,
    private readonly custodia: CustodiaService,
    private readonly actas: ActaService,
  ) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Custodios de la compañía; búsqueda por documento, nombres, apellidos o correo; filtros: areaId, tipoDocumento' })
  @ApiOkResponse({ type: CustodioRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<CustodioRespuestaDto>> {
    return this.custodios.list(companiaId, list);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un custodio (404 si es de otra compañía)' })
  @ApiOkResponse({ type: CustodioRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<CustodioRespuestaDto> {
    return this.custodios.findVisible(companiaId, id);
  }

  @Get(':id/activos')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Los activos que el custodio tiene a su cargo hoy' })
  @ApiOkResponse({ type: ActivoACargoDto, isArray: true })
  async activos(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<ActivoACargoDto[]> {
    await this.custodios.findInCompania(companiaId, id);
    return this.custodia.activosDe(companiaId, id);
  }

  @Get(':id/historial')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Cada entrega y devolución de activos del custodio, la más reciente primero' })
  @ApiOkResponse({ type: MovimientoDeCustodiaDto, isArray: true })
  async historial(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<MovimientoDeCustodiaDto[]> {
    await this.custodios.findInCompania(companiaId, id);
    return this.custodia.historialDe(companiaId, id);
  }

  @Post()
  @Permiso('escritura')
  @ApiOperation({ summary: 'Registra un custodio; tipo y número de documento únicos en la compañía' })
  @ApiCreatedResponse({ type: CustodioRespuestaDto })
  @ApiConflictResponse({ description: 'Ya existe un custodio con ese documento en esta compañía' })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual() companiaId: number, @Body() dto: CustodioDto): Promise<CustodioRespuestaDto> {
    return this.custodios.create(companiaId, dto);
  }

  @Post(':id/devolver-todo')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Un acta de devolución con todo lo que el custodio tiene a su cargo (p. ej. al dejar la empresa): { fecha, observaciones? }' })
  @ApiCreatedResponse({ type: ActaRespuestaDto })
  @ApiNotFoundResponse({ description: 'Custodio no encontrado' })
  @ApiConflictResponse({ description: 'El custodio no tiene activos a su cargo' })
  @Audited({ table: 'acta_custodia', module: 'Actas de custodia', id: 'result.id', code: 'result.numero', describe: ({ result }) => result && `Devolución de todo lo que tenía ${result.custodioNombre}: acta ${result.numero}` })
  devolverTodo(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: DevolverTodoDto): Promise<ActaRespuestaDto> {
    return this.actas.devolverTodo(user, companiaId, id, dto);
  }

  @Put(':id')
  @Permiso('escritura')
  @ApiOperation({ summary: 'Modifica un custodio (las actas guardan el nombre y documento de su día)' })
  @ApiOkResponse({ type: CustodioRespuestaDto })
  @ApiConflictResponse({ description: 'Ya existe un custodio con ese documento en esta compañía' })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: CustodioDto): Promise<CustodioRespuestaDto> {
    return this.custodios.update(companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un custodio sin actas' })
  @ApiConflictResponse({ description: 'El custodio tiene actas registradas' })
  @Audited({ code: 'old.numeroDocumento' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<void> {
    return this.custodios.remove(companiaId, id);
  }
}
