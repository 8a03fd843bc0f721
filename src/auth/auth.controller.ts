import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { Request } from 'express';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { Permiso, SoloPersonas } from '../common/permiso';
import { Public } from '../common/public.decorator';
import { AuthService, Origen } from './auth.service';
import {
  CambiarContrasenaDto,
  CodigoDto,
  CodigosRecuperacionDto,
  CompletarDosFactoresDto,
  ContrasenaActualDto,
  DesafioDto,
  InscripcionDto,
  LoginDosFactoresResponseDto,
  LoginDto,
  LoginResponseDto,
  SesionActualDto,
} from './dto/login.dto';

const origen = (req: Request, ip: string): Origen => ({ ip, userAgent: req.header('user-agent') });

@ApiTags('Autenticación')
@Controller('auth')
@SoloPersonas()
@Audited({ table: 'usuario', module: 'Autenticación' })
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Audited({ session: 'login', id: 'extra.usuarioId', code: 'extra.codigo', describe: ({ result, email }) => (result?.requiere2fa ? `Contraseña correcta de ${email}; falta el código de verificación` : undefined) })
  @ApiOperation({
    summary: 'Inicia sesión con correo y contraseña',
    description:
      'Devuelve el token y los datos de sesión; si el usuario tiene la verificación en dos pasos (o su compañía la exige y aún no la configuró), ' +
      'devuelve { requiere2fa: true, desafio } y el inicio se completa con POST /api/auth/2fa.',
  })
  @ApiExtraModels(LoginResponseDto, DesafioDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath(DesafioDto) }] } })
  @ApiUnauthorizedResponse({ description: 'Credenciales invalidas!' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos desde esta IP o para este correo' })
  login(@Body() dto: LoginDto, @Ip() ip: string, @Req() req: Request): Promise<LoginResponseDto | DesafioDto> {
    return this.auth.login(dto, origen(req, ip));
  }

  @Post('2fa')
  @Public()
  @HttpCode(HttpStatus.OK)
  // A refused code may still be good (an expired challenge, the limit): never in the log.
  @Audited({ session: 'login', hidden: ['codigo'], id: 'extra.usuarioId', email: 'extra.correo' })
  @ApiOperation({ summary: 'Completa el inicio de sesión con el código de la aplicación autenticadora o un código de recuperación' })
  @ApiUnauthorizedResponse({ description: 'Código de verificación incorrecto, o la verificación expiró' })
  @ApiTooManyRequestsResponse({ description: 'Los códigos incorrectos cuentan para el límite de inicio de sesión' })
  completarDosFactores(@Body() dto: CompletarDosFactoresDto, @Ip() ip: string, @Req() req: Request): Promise<LoginDosFactoresResponseDto> {
    return this.auth.completeDosFactores(dto.desafio, dto.codigo, origen(req, ip));
  }

  @Get('me')
  @Permiso('lectura')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'La sesión actual: usuario, tipo y compañía vigentes, tiempos de la sesión; también la renueva' })
  me(@CurrentUser() user: AuthUser): Promise<SesionActualDto> {
    return this.auth.currentSesion(user);
  }

  @Post('logout')
  @Permiso('lectura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @Audited({ session: 'logout' })
  @ApiOperation({ summary: 'Cierra la sesión: el mismo token responde 401 desde la siguiente solicitud' })
  logout(@CurrentUser() user: AuthUser): Promise<void> {
    return this.auth.logout(user);
  }

  @Put('password')
  @Permiso('lectura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Cambia la propia contraseña (con la actual); cierra las demás sesiones del usuario' })
  @ApiBadRequestResponse({ description: 'La contraseña actual no es correcta, o la nueva no cumple las reglas' })
  @Audited({ id: 'user.userId', describe: ({ user }) => `Cambio de contraseña propio del usuario #${user?.userId}` })
  cambiarContrasena(@CurrentUser() user: AuthUser, @Body() dto: CambiarContrasenaDto): Promise<{ codigo: string | null }> {
    return this.auth.changeContrasena(user, dto);
  }

  @Post('2fa/inscripcion')
  @Permiso('lectura')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Genera un secreto TOTP y su código QR; queda pendiente hasta activarlo con un código' })
  @ApiConflictResponse({ description: 'La verificación en dos pasos ya está activa' })
  iniciarInscripcion(@CurrentUser() user: AuthUser): Promise<InscripcionDto> {
    return this.auth.startEnrollment(user);
  }

  @Post('2fa/activar')
  @Permiso('lectura')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Activa la verificación en dos pasos con el primer código; devuelve 10 códigos de recuperación (se muestran una vez)' })
  @ApiBadRequestResponse({ description: 'Código de verificación incorrecto' })
  activarDosFactores(@CurrentUser() user: AuthUser, @Body() dto: CodigoDto): Promise<CodigosRecuperacionDto> {
    return this.auth.enableDosFactores(user, dto.codigo);
  }

  @Post('2fa/desactivar')
  @Permiso('lectura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Desactiva la verificación en dos pasos (pide la contraseña)' })
  @ApiConflictResponse({ description: 'Su compañía exige la verificación en dos pasos para su tipo de usuario' })
  desactivarDosFactores(@CurrentUser() user: AuthUser, @Body() dto: ContrasenaActualDto): Promise<void> {
    return this.auth.disableDosFactores(user, dto.contrasena);
  }
}
