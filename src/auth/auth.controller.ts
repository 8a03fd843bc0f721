import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Ip, Post, Put, Req } from '@nestjs/common';
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
import { direccionDeLaApp } from '../common/direccion-de-la-peticion';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { AuthService, Origen } from './auth.service';
import {
  ActivarPorEnlaceDto,
  CambiarContrasenaDto,
  CodigoDto,
  CodigosRecuperacionDto,
  CompletarDosFactoresDto,
  DesactivarDosFactoresDto,
  DesafioDto,
  InscripcionDto,
  InscripcionPorCorreoDto,
  InscripcionPorEnlaceDto,
  LoginDosFactoresResponseDto,
  LoginDto,
  LoginResponseDto,
  SesionActualDto,
  TokenEnlaceDto,
} from './dto/login.dto';

const LIMITE = 'Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429';

@ApiTags('Autenticación')
@Controller('auth')
@SoloPersonas()
@Audited({ table: 'usuario', module: 'Autenticación' })
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'APP_URL'>,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Audited({
    session: 'login',
    id: 'extra.usuarioId',
    code: 'extra.codigo',
    describe: ({ result, email }) =>
      result?.inscripcionPorCorreo
        ? `Contraseña correcta de ${email}; su compañía exige la verificación en dos pasos y aún no la configura: ${result.mensaje}`
        : result?.requiere2fa
          ? `Contraseña correcta de ${email}; falta el código de verificación`
          : undefined,
  })
  @ApiOperation({
    summary: 'Inicia sesión con correo y contraseña',
    description:
      'Devuelve el token y los datos de sesión; si el usuario tiene la verificación en dos pasos, devuelve { requiere2fa: true, desafio } ' +
      'y el inicio se completa con POST /api/auth/2fa. Si su compañía la exige y aún no la configuró, no hay sesión ni secreto: devuelve ' +
      '{ requiere2fa: true, inscripcionPorCorreo: true, mensaje } y envía a su correo un enlace de un solo uso (a lo sumo uno cada 5 minutos).',
  })
  @ApiExtraModels(LoginResponseDto, DesafioDto, InscripcionPorCorreoDto)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath(DesafioDto) }, { $ref: getSchemaPath(InscripcionPorCorreoDto) }] },
  })
  @ApiUnauthorizedResponse({ description: 'Credenciales invalidas!' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos desde esta IP o para este correo' })
  login(@Body() dto: LoginDto, @Ip() ip: string, @Req() req: Request): Promise<LoginResponseDto | DesafioDto | InscripcionPorCorreoDto> {
    return this.auth.login(dto, this.origen(req, ip));
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
    return this.auth.completeDosFactores(dto.desafio, dto.codigo, this.origen(req, ip));
  }

  @Post('2fa/enlace')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Audited({
    id: 'extra.usuarioId',
    email: 'extra.correo',
    describe: ({ extra }) => `Apertura del enlace para configurar la verificación en dos pasos de ${extra?.correo}`,
  })
  @ApiOperation({
    summary: 'Abre un enlace para configurar la verificación en dos pasos (el token que sigue a # en el enlace enviado por correo)',
    description: `Devuelve el secreto TOTP y su QR; el mismo cada vez que se abre el mismo enlace. ${LIMITE}.`,
  })
  @ApiBadRequestResponse({ description: 'El enlace no es válido, ya se usó o venció' })
  @ApiTooManyRequestsResponse({ description: LIMITE })
  abrirEnlace(@Body() dto: TokenEnlaceDto, @Ip() ip: string, @Req() req: Request): Promise<InscripcionPorEnlaceDto> {
    return this.auth.openEnlace(dto.token, this.origen(req, ip));
  }

  @Post('2fa/enlace/activar')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Audited({ session: 'login', hidden: ['codigo'], id: 'extra.usuarioId', email: 'extra.correo' })
  @ApiOperation({
    summary: 'Activa la verificación en dos pasos con el primer código del QR del enlace e inicia sesión',
    description:
      'Gasta el enlace, cierra las demás sesiones del usuario y devuelve los datos de sesión con 10 códigos de recuperación (se muestran una vez). ' +
      `${LIMITE}.`,
  })
  @ApiBadRequestResponse({ description: 'Código de verificación incorrecto, o el enlace no es válido, ya se usó o venció' })
  @ApiTooManyRequestsResponse({ description: LIMITE })
  activarPorEnlace(@Body() dto: ActivarPorEnlaceDto, @Ip() ip: string, @Req() req: Request): Promise<LoginDosFactoresResponseDto> {
    return this.auth.activateEnlace(dto.token, dto.codigo, this.origen(req, ip));
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
  @ApiOperation({ summary: 'Cambia la propia contraseña (con la actual); cierra las demás sesiones del usuario', description: `La contraseña actual ${LIMITE.toLowerCase()}.` })
  @ApiBadRequestResponse({ description: 'La contraseña actual no es correcta, o la nueva no cumple las reglas' })
  @ApiTooManyRequestsResponse({ description: LIMITE })
  @Audited({ id: 'user.userId', describe: ({ user }) => `Cambio de contraseña propio del usuario #${user?.userId}` })
  cambiarContrasena(@CurrentUser() user: AuthUser, @Body() dto: CambiarContrasenaDto, @Ip() ip: string, @Req() req: Request): Promise<{ codigo: string | null }> {
    return this.auth.changeContrasena(user, dto, this.origen(req, ip));
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
  @ApiOperation({
    summary: 'Activa la verificación en dos pasos con el primer código; devuelve 10 códigos de recuperación (se muestran una vez)',
    description: `Cierra las demás sesiones del usuario. El código ${LIMITE.toLowerCase()}.`,
  })
  @ApiBadRequestResponse({ description: 'Código de verificación incorrecto' })
  @ApiTooManyRequestsResponse({ description: LIMITE })
  activarDosFactores(@CurrentUser() user: AuthUser, @Body() dto: CodigoDto, @Ip() ip: string, @Req() req: Request): Promise<CodigosRecuperacionDto> {
    return this.auth.enableDosFactores(user, dto.codigo, this.origen(req, ip));
  }

  @Post('2fa/desactivar')
  @Permiso('lectura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  // A refused code may still be good (a wrong password before it): never in the log.
  @Audited({ hidden: ['codigo'] })
  @ApiOperation({
    summary: 'Desactiva la verificación en dos pasos: pide la contraseña y un código actual (de la aplicación o de recuperación)',
    description: `La contraseña y el código ${LIMITE.toLowerCase()}.`,
  })
  @ApiBadRequestResponse({ description: 'La contraseña actual no es correcta, o el código de verificación es incorrecto' })
  @ApiConflictResponse({ description: 'Su compañía exige la verificación en dos pasos para su tipo de usuario, o no está activa' })
  @ApiTooManyRequestsResponse({ description: LIMITE })
  desactivarDosFactores(@CurrentUser() user: AuthUser, @Body() dto: DesactivarDosFactoresDto, @Ip() ip: string, @Req() req: Request): Promise<void> {
    return this.auth.disableDosFactores(user, dto, this.origen(req, ip));
  }

  /** Who calls from where; the address of the links the API e-mails is read only when one is built. */
  private origen(req: Request, ip: string): Origen {
    return { ip, userAgent: req.header('user-agent'), direccion: () => direccionDeLaApp(req, this.env.APP_URL) };
  }
}
