import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { Permiso } from '../common/permiso';
import { Public } from '../common/public.decorator';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponseDto } from './dto/login.dto';

@ApiTags('Autenticación')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Audited({ table: 'usuario', module: 'Autenticación', session: 'login' })
  @ApiOperation({ summary: 'Inicia sesión con correo y contraseña; devuelve el token y los datos de sesión' })
  @ApiUnauthorizedResponse({ description: 'Credenciales invalidas!' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos fallidos desde esta IP o para este correo' })
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponseDto> {
    return this.auth.login(dto, ip);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'La sesión del token: usuario, tipo y compañía' })
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }

  @Post('logout')
  @Permiso('lectura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @Audited({ table: 'usuario', module: 'Autenticación', session: 'logout' })
  @ApiOperation({ summary: 'Registra el cierre de sesión (el token caduca por sí solo)' })
  logout(): void {}
}
