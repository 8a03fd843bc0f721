import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { ApiListQuery, ListResourceSpec, parseListQuery, toListResponse } from '../common/list-query';
import { Permiso } from '../common/permiso';
import { resolveCompaniaId } from '../common/tenancy';
import { Area } from './area.entity';
import { AreaService } from './area.service';
import { AreaDto } from './dto/area.dto';

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
  @ApiOperation({ summary: 'Áreas de la compañía del usuario (un Maestro puede indicar ?companiaId=)' })
  @ApiListQuery('area', Object.keys(LIST.sortable), Object.keys(LIST.filterable))
  @ApiQuery({ name: 'companiaId', required: false, type: Number })
  async list(@CurrentUser() user: AuthUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { companiaId, ...listParams } = query;
    const list = parseListQuery(listParams, LIST);
    const [rows, total] = await this.areas.list(resolveCompaniaId(user, companiaId), list);
    return toListResponse(list, rows, total, res);
  }

  @Get('by-company/:companiaId')
  @ApiOperation({ summary: 'Áreas de una compañía, para los selectores' })
  byCompania(@CurrentUser() user: AuthUser, @IdParam('companiaId') companiaId: number): Promise<Area[]> {
    return this.areas.byCompania(user, companiaId);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un área (404 si es de otra compañía)' })
  findOne(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<Area> {
    return this.areas.findVisible(user, id);
  }

  @Post()
  @Permiso('areas')
  @ApiOperation({ summary: 'Crea un área (tipos 1-3)' })
  @ApiConflictResponse({ description: 'Ya existe un área con ese nombre en esta compañía' })
  create(@CurrentUser() user: AuthUser, @Body() dto: AreaDto): Promise<Area> {
    return this.areas.create(user, dto);
  }

  @Put(':id')
  @Permiso('areas')
  @ApiOperation({ summary: 'Renombra un área (tipos 1-3)' })
  @ApiConflictResponse({ description: 'Ya existe un área con ese nombre en esta compañía' })
  update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: AreaDto): Promise<Area> {
    return this.areas.update(user, id, dto);
  }

  @Delete(':id')
  @Permiso('areas')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un área (tipos 1-3)' })
  remove(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<void> {
    return this.areas.remove(user, id);
  }
}
