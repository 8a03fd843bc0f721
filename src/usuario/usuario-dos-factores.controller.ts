import { Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { direccionDeLaApp } from '../common/direccion-de-la-peticion';
import { IdParam } from '../common/id.pipe';
import { Permiso, SoloPersonas } from '../common/permiso';
import { CompaniaAlcance } from '../common/tenancy';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { RestablecimientoDosFactoresDto } from './dto/usuario.dto';
import { UsuarioService } from './usuario.service';

/** An administrator's help with a user's verification in two steps (types 1-2, the users they may edit). */
@ApiTags('Usuarios')
@ApiBearerAuth()
@Controller('Usuario')
@SoloPersonas()
@Permiso('administracion')
@Audited({ table: 'usuario', module: 'Usuarios' })
export class UsuarioDosFactoresController {
  constructor(
    private readonly usuarios: UsuarioService,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'APP_URL'>,
  ) {}

  @Post(':id/dos-factores/restablecer')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Restablece la verificación en dos pasos del usuario',
    description:
      'Quita su aplicación autenticadora y sus códigos de recuperación, cierra sus sesiones (salvo la propia de quien se restablece a sí mismo) ' +
      'y emite un enlace de un solo uso, válido 24 horas, para configurarla de nuevo: se envía a su correo si hay SMTP_URL, y se devuelve ' +
      'esta única vez para entregarlo por otra vía. Un Administrador solo restablece usuarios de su compañía y nunca a un Maestro.',
  })
  @ApiForbiddenResponse({ description: 'Solo un usuario Maestro puede restablecer a otro Maestro' })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado (o de otra compañía)' })
  // The link opens the account: it is answered once and never written to the log.
  @Audited({
    hidden: ['enlace'],
    code: 'extra.codigo',
    compania: 'extra.companiaId',
    describe: ({ params, result }) =>
      `Restablecimiento de la verificación en dos pasos del usuario #${Number(params.id)}; enlace ${result?.correoEnviado ? 'enviado a su correo' : 'entregado al administrador'}`,
  })
  restablecer(
    @CurrentUser() user: AuthUser,
    @CompaniaAlcance() alcance: number | undefined,
    @IdParam() id: number,
    @Req() req: Request,
  ): Promise<RestablecimientoDosFactoresDto> {
    return this.usuarios.resetDosFactores(user, alcance, id, direccionDeLaApp(req, this.env.APP_URL));
  }
}
