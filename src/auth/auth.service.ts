import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuditService } from '../audit/audit.service';
import { JwtPayload } from '../common/auth-user';
import { UsuarioService } from '../usuario/usuario.service';
import { LoginDto, LoginResponseDto } from './dto/login.dto';

/** Brute-force limit: failed attempts per IP and per e-mail within the window. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 60_000;

// Compared against when the e-mail is unknown, so both cases take bcrypt's time.
const DUMMY_HASH = '$2b$10$D/8czbczFHbAKxNuZKEnbOdZ0rUirjfVK3jj1znOmBJJk2.K8rNly';

@Injectable()
export class AuthService {
  constructor(
    private readonly usuarios: UsuarioService,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
  ) {}

  async login(dto: LoginDto, ip: string | undefined): Promise<LoginResponseDto> {
    const email = dto.correoElectronico.trim().toLowerCase();
    await this.refuseWhenThrottled(ip, email);

    const usuario = await this.usuarios.findForLogin(email);
    const matches = await this.usuarios.passwordMatches(dto.contrasena, usuario?.contrasena ?? DUMMY_HASH);
    if (!usuario || !matches) throw new UnauthorizedException('Credenciales invalidas!');

    const userName = [usuario.nombre, usuario.apellido].filter(Boolean).join(' ').trim();
    const payload: JwtPayload = {
      sub: usuario.id,
      tipo: usuario.tipo,
      companiaId: usuario.companiaId,
      nombre: userName,
      email: usuario.correoElectronico,
      companiaNombre: usuario.compania?.razonSocial ?? '',
    };
    this.audit.note({ recordId: usuario.id, recordCode: usuario.codigo });
    return {
      token: await this.jwt.signAsync(payload),
      userId: usuario.id,
      userName,
      userType: usuario.tipo,
      companiaId: usuario.companiaId,
      codigo: usuario.codigo,
      companiaNombre: usuario.compania?.razonSocial ?? null,
      companiaRuc: usuario.compania?.ruc ?? null,
    };
  }

  private async refuseWhenThrottled(ip: string | undefined, email: string): Promise<void> {
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const { byIp, byEmail } = await this.audit.countFailedLogins(since, ip, email);
    if (byIp >= LOGIN_MAX_FAILURES || byEmail >= LOGIN_MAX_FAILURES) {
      throw new HttpException(
        'Demasiados intentos de inicio de sesión. Espere un minuto e intente nuevamente.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
