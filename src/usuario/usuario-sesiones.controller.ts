import { Controller, Delete, Get, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { CompaniaAlcance } from '../common/tenancy';
import { Permiso, SoloPersonas } from '../common/permiso';
import { SesionRespuestaDto } from './sesion/dto/sesion.dto';
import { SesionService } from './sesion/sesion.service';
import { UsuarioService } from './usuario.service';

const SESION_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Sesión no encontrada') });

/**
 * An administrator's view of a user's sessions: list them and end one or all. The same rule as editing or deleting
 * that user (UsuarioService.findManageable): types 1-2, own company unless Maestro, a Maestro's only for a Maestro.
 */
@ApiTags('Usuarios')
@ApiBearerAuth()
@Controller('Usuario')
@SoloPersonas()
@Permiso('administracion')
@Audited({ table: 'sesion', module: 'Usuarios' })
export class UsuarioSesionesController {
  constructor(
    private readonly usuarios: UsuarioService,
    private readonly sesiones: SesionService,
  ) {}

  @Get(':id/sesiones')
  @ApiOperation({ summary: 'Sesiones activas del usuario: desde, último uso, IP y navegador' })
  async list(@CurrentUser() actor: AuthUser, @CompaniaAlcance() alcance: number | undefined, @IdParam() id: number): Promise<SesionRespuestaDto[]> {
    await this.usuarios.findManageable(actor, alcance, id);
    return this.sesiones.listActive(id, actor.sesionId);
  }

  @Delete(':id/sesiones/:sesionId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Cierra una sesión del usuario: su token deja de valer en la siguiente solicitud' })
  @Audited({
    id: 'params.sesionId',
    compania: 'result.companiaId',
    describe: ({ params }) => `Cierre de la sesión ${params.sesionId} del usuario #${Number(params.id)}`,
  })
  async revokeOne(
    @CurrentUser() actor: AuthUser,
    @CompaniaAlcance() alcance: number | undefined,
    @IdParam() id: number,
    @Param('sesionId', SESION_ID) sesionId: string,
  ): Promise<{ codigo: string | null; companiaId: number }> {
    const usuario = await this.usuarios.findManageable(actor, alcance, id);
    if (!(await this.sesiones.revokeForUsuario(id, sesionId))) throw new NotFoundException('Sesión no encontrada');
    // Nothing is sent (204): the user's code and company are for the audit row.
    return { codigo: usuario.codigo, companiaId: usuario.companiaId };
  }

  @Delete(':id/sesiones')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Cierra todas las sesiones del usuario' })
  @Audited({
    compania: 'result.companiaId',
    describe: ({ params, result }) => `Cierre de todas las sesiones del usuario #${Number(params.id)} (${result.cerradas})`,
  })
  async revokeAll(@CurrentUser() actor: AuthUser, @CompaniaAlcance() alcance: number | undefined, @IdParam() id: number): Promise<{ codigo: string | null; companiaId: number; cerradas: number }> {
    const usuario = await this.usuarios.findManageable(actor, alcance, id);
    return { codigo: usuario.codigo, companiaId: usuario.companiaId, cerradas: await this.sesiones.revokeAll(id) };
  }
}
