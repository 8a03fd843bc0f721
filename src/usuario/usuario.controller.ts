import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam, OptionalIdQuery } from '../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { Permiso, SoloPersonas } from '../common/permiso';
import { CompaniaActual, CompaniaAlcance, CompaniaDelCuerpo } from '../common/tenancy';
import { ActualizarUsuarioDto, CrearUsuarioDto, UsuarioRespuestaDto } from './dto/usuario.dto';
import { UsuarioService } from './usuario.service';
import type { Solicitud } from '../common/request-context';

const LIST: ListResourceSpec = {
  resource: 'usuario',
  sortable: {
    id: 'u.id',
    nombre: 'u.nombre',
    apellido: 'u.apellido',
    correoElectronico: 'u.correoElectronico',
    tipo: 'u.tipo',
    codigo: 'u.codigo',
    companiaId: 'u.companiaId',
  },
  filterable: {
    id: { column: 'u.id', type: 'number' },
    companiaId: { column: 'u.companiaId', type: 'number' },
    tipo: { column: 'u.tipo', type: 'number' },
  },
  searchColumns: ['u.busqueda'],
  defaultSort: { field: 'id', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

/** The body's companiaId names the user's company: a non-Maestro may only name its own. */
const OTRA_COMPANIA: CompaniaDelCuerpo = { cuerpo: 'Solo puede gestionar usuarios de su compañía' };

const ROLE_RULES =
  'Tipos 1-2. Un Administrador (2) solo gestiona usuarios de su compañía y nunca crea, modifica ni asigna el tipo Maestro (1).';

@ApiTags('Usuarios')
@ApiBearerAuth()
@SoloPersonas()
@Controller('Usuario')
@Audited({ table: 'usuario', module: 'Usuarios' })
export class UsuarioController {
  constructor(private readonly usuarios: UsuarioService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Usuarios: los de todas las compañías para un Maestro (o de ?companiaId=), los de la propia para los demás' })
  @ApiOkResponse({ type: UsuarioRespuestaDto, isArray: true })
  @ApiQuery({ name: 'companiaId', required: false, type: Number })
  list(@CompaniaAlcance() companiaId: number | undefined, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<UsuarioRespuestaDto>> {
    return this.usuarios.list(companiaId, list);
  }

  @Get('compania/:companiaId')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Usuarios de una compañía, para los selectores (opcional ?tipo=)' })
  @ApiQuery({ name: 'tipo', required: false, type: Number })
  byCompania(
    @CurrentUser() user: AuthUser,
    @IdParam('companiaId') companiaId: number,
    @OptionalIdQuery('tipo') tipo?: number,
  ): Promise<UsuarioRespuestaDto[]> {
    return this.usuarios.byCompania(user, companiaId, tipo);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un usuario (404 si es de otra compañía)' })
  findOne(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<UsuarioRespuestaDto> {
    return this.usuarios.findVisible(user, id);
  }

  @Post()
  @Permiso('administracion')
  @ApiOperation({ summary: 'Crea un usuario', description: ROLE_RULES })
  @ApiConflictResponse({ description: 'El correo ya está registrado' })
  @ApiForbiddenResponse({ description: 'Otra compañía o el tipo Maestro sin serlo' })
  @Audited({ id: 'result.id' })
  create(@CurrentUser() user: AuthUser, @CompaniaActual(OTRA_COMPANIA) companiaId: number, @Body() dto: CrearUsuarioDto, @Req() solicitud: Solicitud): Promise<UsuarioRespuestaDto> {
    return this.usuarios.createAs(user, companiaId, dto);
  }

  @Put(':id')
  @Permiso('administracion')
  @ApiOperation({ summary: 'Modifica un usuario; sin contraseña conserva la actual', description: ROLE_RULES })
  @Audited({
    code: 'old.codigo',
    describe: ({ params, extra }) =>
      [`Actualización de usuario #${Number(params.id)}${extra?.conContrasena ? ' con cambio de contraseña' : ''}`, ...(extra?.efectos ?? [])].join('; '),
  })
  update(
    @CurrentUser() user: AuthUser,
    @CompaniaAlcance(OTRA_COMPANIA) alcance: number | undefined,
    @IdParam() id: number,
    @Body() dto: ActualizarUsuarioDto,
  ): Promise<UsuarioRespuestaDto> {
    return this.usuarios.updateAs(user, alcance, id, dto);
  }

  @Delete(':id')
  @Permiso('administracion')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un usuario (nunca el propio)', description: ROLE_RULES })
  @Audited({ code: 'old.codigo', describe: ({ params, extra }) => (extra?.efectos?.length ? [`Eliminación de usuario #${Number(params.id)}`, ...extra.efectos].join('; ') : undefined) })
  remove(@CurrentUser() user: AuthUser, @CompaniaAlcance() alcance: number | undefined, @IdParam() id: number): Promise<object> {
    return this.usuarios.removeAs(user, alcance, id);
  }
}
