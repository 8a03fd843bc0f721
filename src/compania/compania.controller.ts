import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { Permiso, SoloPersonas } from '../common/permiso';
import { Compania } from './compania.entity';
import { CompaniaService } from './compania.service';
import { CompaniaDto } from './dto/compania.dto';
import { CompaniaRespuestaDto } from './dto/compania-respuesta.dto';

const LIST: ListResourceSpec = {
  resource: 'compania',
  sortable: { id: 'c.id', razonSocial: 'c.razonSocial', ruc: 'c.ruc', rubro: 'c.rubro' },
  filterable: { id: { column: 'c.id', type: 'number' }, ruc: { column: 'c.ruc', type: 'string' } },
  searchColumns: ['c.busqueda'],
  defaultSort: { field: 'id', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

@ApiTags('Compañías')
@ApiBearerAuth()
@SoloPersonas()
@Controller('Compania')
@Audited({ table: 'compania', module: 'Compañías' })
export class CompaniaController {
  constructor(private readonly companias: CompaniaService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Compañías: todas para un Maestro, la propia para los demás' })
  @ApiOkResponse({ type: CompaniaRespuestaDto, isArray: true })
  list(@CurrentUser() user: AuthUser, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<Compania>> {
    return this.companias.list(user, list);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Una compañía (404 si no es visible para el usuario)' })
  @ApiNotFoundResponse({ description: 'Compañía no encontrada' })
  @ApiOkResponse({ type: CompaniaRespuestaDto })
  findOne(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<Compania> {
    return this.companias.findVisible(user, id);
  }

  @Post()
  @Permiso('maestro')
  @ApiOperation({ summary: 'Crea una compañía (solo Maestro); el RUC debe ser válido y único' })
  @ApiConflictResponse({ description: 'Ya existe una compañía con ese RUC' })
  @ApiCreatedResponse({ type: CompaniaRespuestaDto })
  @Audited({ id: 'result.id', compania: 'result.id' })
  create(@Body() dto: CompaniaDto): Promise<Compania> {
    return this.companias.create(dto);
  }

  @Put(':id')
  @Permiso('administracion')
  @ApiOperation({
    summary: 'Modifica una compañía (Maestro, o Administrador de la propia)',
    description:
      'Con requiere2fa de false a true se cierran las sesiones de sus usuarios tipos 1 y 2 que aún no tienen la verificación en dos pasos: ' +
      'su próximo inicio de sesión les envía por correo el enlace para configurarla.',
  })
  @ApiOkResponse({ type: CompaniaRespuestaDto })
  @Audited({
    compania: 'params.id',
    describe: ({ params, extra }) =>
      extra?.exigeAhora
        ? `Actualización de compañía #${Number(params.id)}: exige la verificación en dos pasos; ${extra.sesionesCerradas} sesiones cerradas de usuarios que aún no la configuran`
        : undefined,
  })
  update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: CompaniaDto): Promise<Compania> {
    return this.companias.update(user, id, dto);
  }

  @Delete(':id')
  @Permiso('maestro')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina una compañía sin datos asociados (solo Maestro)' })
  @ApiConflictResponse({ description: 'La compañía aún tiene usuarios u otros datos' })
  @Audited({ compania: 'params.id' })
  remove(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<void> {
    return this.companias.remove(user, id);
  }
}
