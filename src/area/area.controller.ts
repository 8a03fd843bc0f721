import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { Permiso } from '../common/permiso';
import { CompaniaActual, CompaniaAlcance, CompaniaDelCuerpo } from '../common/tenancy';
import { Area } from './area.entity';
import { AreaService } from './area.service';
import { AreaDto } from './dto/area.dto';
import { AreaRespuestaDto } from './dto/area-respuesta.dto';

/** The body's companiaId names the area's company: a non-Maestro may only name its own. */
const OTRA_COMPANIA: CompaniaDelCuerpo = { cuerpo: 'No puede gestionar áreas de otra compañía' };

const LIST: ListResourceSpec = {
  resource: 'area',
  sortable: { id: 'a.id', nombre: 'a.nombre', createdAt: 'a.createdAt', updatedAt: 'a.updatedAt' },
  filterable: {
    id: { column: 'a.id', type: 'number' },
    nombre: { column: 'a.nombre', type: 'string', match: 'contains' },
  },
  searchColumns: ['a.busqueda'],
  defaultSort: { field: 'nombre', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

@ApiTags('Áreas')
@ApiBearerAuth()
@Controller('Area')
@Audited({ table: 'area', module: 'Áreas' })
export class AreaController {
  constructor(private readonly areas: AreaService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Áreas de la compañía del usuario (un Maestro puede indicar ?companiaId=)' })
  @ApiOkResponse({ type: AreaRespuestaDto, isArray: true })
  @ApiQuery({ name: 'companiaId', required: false, type: Number })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<Area>> {
    return this.areas.list(companiaId, list);
  }

  @Get('by-company/:companiaId')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Áreas de una compañía, para los selectores' })
  @ApiOkResponse({ type: AreaRespuestaDto, isArray: true })
  byCompania(@CurrentUser() user: AuthUser, @IdParam('companiaId') companiaId: number): Promise<Area[]> {
    return this.areas.byCompania(user, companiaId);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un área (404 si es de otra compañía)' })
  @ApiOkResponse({ type: AreaRespuestaDto })
  findOne(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<Area> {
    return this.areas.findVisible(user, id);
  }

  @Post()
  @Permiso('areas')
  @ApiOperation({ summary: 'Crea un área (tipos 1-3)' })
  @ApiConflictResponse({ description: 'Ya existe un área con ese nombre en esta compañía' })
  @ApiCreatedResponse({ type: AreaRespuestaDto })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual(OTRA_COMPANIA) companiaId: number, @Body() dto: AreaDto): Promise<Area> {
    return this.areas.create(companiaId, dto);
  }

  @Put(':id')
  @Permiso('areas')
  @ApiOperation({ summary: 'Renombra un área (tipos 1-3)' })
  @ApiConflictResponse({ description: 'Ya existe un área con ese nombre en esta compañía' })
  @ApiOkResponse({ type: AreaRespuestaDto })
  update(@CompaniaAlcance(OTRA_COMPANIA) alcance: number | undefined, @IdParam() id: number, @Body() dto: AreaDto): Promise<Area> {
    return this.areas.update(alcance, id, dto);
  }

  @Delete(':id')
  @Permiso('areas')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un área (tipos 1-3)' })
  remove(@CompaniaAlcance() alcance: number | undefined, @IdParam() id: number): Promise<void> {
    return this.areas.remove(alcance, id);
  }
}
