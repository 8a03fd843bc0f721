import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { withAuditExtra } from '../audit/audit-target';
import { AuthUser, JwtPayload } from '../common/auth-user';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { SesionService } from '../usuario/sesion/sesion.service';
import { Usuario } from '../usuario/usuario.entity';
import { DatosTotp, UsuarioService } from '../usuario/usuario.service';
import { DosFactoresService, Inscripcion } from './dos-factores.service';
import { CambiarContrasenaDto, DesafioDto, LoginDosFactoresResponseDto, LoginDto, LoginResponseDto, SesionActualDto } from './dto/login.dto';
import { LimiteLoginService, normalizarCorreo } from './limite-login.service';
import { problemaDeContrasena } from '../config/politica-contrasena';


const CREDENCIALES_INVALIDAS = 'Credenciales invalidas!';
const CODIGO_INCORRECTO = 'Código de verificación incorrecto';
const DESAFIO_VENCIDO = 'La verificación expiró. Inicie sesión nuevamente.';
const CONTRASENA_ACTUAL = 'La contraseña actual no es correcta';
/** How long the second step of a login may wait for its code. */
const DESAFIO_SEGUNDOS = 300;
const FIN_DESAFIO = '2fa';

/** Who is logging in from where: the session records it. */
export interface Origen {
  ip?: string;
  userAgent?: string;
}

/** JWT_EXPIRES_IN in seconds: the token's lifetime is also its session's absolute end. */
const segundos = (value: string): number => {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) return 8 * 3600;
  return Number(match[1]) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
};

@Injectable()
export class AuthService {
  private readonly duracionSegundos: number;

  constructor(
    private readonly usuarios: UsuarioService,
    private readonly jwt: JwtService,
    private readonly sesiones: SesionService,
    private readonly limite: LimiteLoginService,
    private readonly dosFactores: DosFactoresService,
    @Inject(environmentConfig.KEY) env: EnvironmentConfig,
  ) {
    this.duracionSegundos = segundos(env.JWT_EXPIRES_IN);
  }

  /** The password step: a session, or the challenge of the second step when the user has (or must have) TOTP. */
  async login(dto: LoginDto, origen: Origen): Promise<LoginResponseDto | DesafioDto> {
    const email = normalizarCorreo(dto.correoElectronico);
    const intento = await this.limite.reserve(origen.ip, email);

    const usuario = await this.usuarios.findForLogin(email);
    const matches = await this.usuarios.passwordMatches(dto.contrasena, usuario?.contrasena ?? null);
    if (!usuario || !matches) throw new UnauthorizedException(CREDENCIALES_INVALIDAS);
    await this.limite.release(intento);

    // The challenge does not name the user: its audit row does.
    const cuenta = { usuarioId: usuario.id, codigo: usuario.codigo };
    return withAuditExtra(await this.primerPaso(usuario, origen), cuenta);
  }

  private async primerPaso(usuario: Usuario, origen: Origen): Promise<LoginResponseDto | DesafioDto> {
    const datos = (await this.usuarios.findTotp(usuario.id))!;
    if (!this.dosFactores.isRequired(datos)) return this.abrirSesion(usuario, origen);
    const desafio = await this.jwt.signAsync({ sub: usuario.id, fin: FIN_DESAFIO }, { expiresIn: DESAFIO_SEGUNDOS });
    if (datos.totpActivo) return { requiere2fa: true, desafio };
    // The company requires it and this person has none yet: enrol now, finish with the first code.
    const inscripcion: Inscripcion = await this.dosFactores.startEnrollment(datos);
    return { requiere2fa: true, desafio, inscripcion };
  }

  /** The second step: the challenge of a right password and a TOTP or recovery code. Wrong codes count toward the login limit. */
  async completeDosFactores(desafio: string, codigo: string, origen: Origen): Promise<LoginDosFactoresResponseDto> {
    const usuarioId = await this.usuarioDelDesafio(desafio);
    const datos = await this.usuarios.findTotp(usuarioId);
    if (!datos) throw new UnauthorizedException(DESAFIO_VENCIDO);
    // The body names no one: the answer, or the refusal, tells the audit row whose login this is.
    const cuenta = { usuarioId: datos.id, correo: datos.correoElectronico };
    try {
      return withAuditExtra(await this.segundoPaso(datos, codigo, origen), cuenta);
    } catch (error) {
      throw error !== null && typeof error === 'object' ? withAuditExtra(error, cuenta) : error;
    }
  }

  private async segundoPaso(datos: DatosTotp, codigo: string, origen: Origen): Promise<LoginDosFactoresResponseDto> {
    const intento = await this.limite.reserve(origen.ip, datos.correoElectronico);

    let codigosRecuperacion: string[] | undefined;
    if (datos.totpActivo) {
      if (!(await this.dosFactores.verify(datos, codigo))) throw new UnauthorizedException(CODIGO_INCORRECTO);
    } else if (this.dosFactores.isRequired(datos) && datos.totpSecreto) {
      codigosRecuperacion = (await this.dosFactores.enable(datos, codigo.trim())) ?? undefined;
      if (!codigosRecuperacion) throw new UnauthorizedException(CODIGO_INCORRECTO);
    } else {
      throw new UnauthorizedException(DESAFIO_VENCIDO);
    }
    await this.limite.release(intento);
    const usuario = (await this.usuarios.findForLogin(datos.correoElectronico))!;
    const respuesta = await this.abrirSesion(usuario, origen);
    return codigosRecuperacion ? { ...respuesta, codigosRecuperacion } : respuesta;
  }

  async logout(user: AuthUser): Promise<void> {
    if (user.sesionId) await this.sesiones.revoke(user.sesionId);
  }

  /** The caller with its session's times: the admin reads the idle limit from here and calls it to stay signed in. */
  async currentSesion(user: AuthUser): Promise<SesionActualDto> {
    const sesion = user.sesionId ? await this.sesiones.findById(user.sesionId) : null;
    const datos = await this.usuarios.findTotp(user.userId!);
    return {
      ...user,
      sesion: sesion ? { id: sesion.id, creada: sesion.creada, expira: sesion.expira, inactividadMinutos: this.sesiones.inactividadMinutos } : null,
      dosFactores: Boolean(datos?.totpActivo),
    };
  }

  /** Self-service password change: the current one first; the user's other sessions end. */
  async changeContrasena(user: AuthUser, dto: CambiarContrasenaDto): Promise<{ codigo: string | null }> {
    const usuario = await this.usuarios.findWithPassword(user.userId!);
    if (!usuario || !(await this.usuarios.passwordMatches(dto.contrasenaActual, usuario.contrasena))) {
      throw new BadRequestException(CONTRASENA_ACTUAL);
    }
    const problema = problemaDeContrasena(dto.contrasenaNueva, usuario.correoElectronico);
    if (problema) throw new BadRequestException(problema);
    if (await this.usuarios.passwordMatches(dto.contrasenaNueva, usuario.contrasena)) {
      throw new BadRequestException('La nueva contraseña debe ser distinta de la actual');
    }
    await this.usuarios.changeOwnPassword({ ...user, userId: usuario.id }, dto.contrasenaNueva);
    // Nothing is sent back (204): the audit row reads the user's code from here.
    return { codigo: usuario.codigo };
  }

  async startEnrollment(user: AuthUser): Promise<Inscripcion> {
    return this.dosFactores.startEnrollment((await this.usuarios.findTotp(user.userId!))!);
  }

  async enableDosFactores(user: AuthUser, codigo: string): Promise<{ codigosRecuperacion: string[] }> {
    const codigos = await this.dosFactores.enable((await this.usuarios.findTotp(user.userId!))!, codigo);
    if (!codigos) throw new BadRequestException(CODIGO_INCORRECTO);
    return { codigosRecuperacion: codigos };
  }

  async disableDosFactores(user: AuthUser, contrasena: string): Promise<void> {
    const usuario = await this.usuarios.findWithPassword(user.userId!);
    if (!usuario || !(await this.usuarios.passwordMatches(contrasena, usuario.contrasena))) throw new BadRequestException(CONTRASENA_ACTUAL);
    const datos = (await this.usuarios.findTotp(usuario.id))!;
    if (datos.requiere2fa && datos.tipo <= 2) {
      throw new HttpException('Su compañía exige la verificación en dos pasos para su tipo de usuario', HttpStatus.CONFLICT);
    }
    await this.usuarios.disableTotp(usuario.id);
  }

  private async usuarioDelDesafio(desafio: string): Promise<number> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub: number; fin?: string }>(desafio);
      if (payload.fin === FIN_DESAFIO && Number.isInteger(payload.sub)) return payload.sub;
    } catch {
      // Malformed, forged or past its five minutes: the same answer.
    }
    throw new UnauthorizedException(DESAFIO_VENCIDO);
  }

  private async abrirSesion(usuario: Usuario, origen: Origen): Promise<LoginResponseDto> {
    const sesion = await this.sesiones.open({
      usuarioId: usuario.id,
      companiaId: usuario.companiaId,
      duracionSegundos: this.duracionSegundos,
      ip: origen.ip,
      userAgent: origen.userAgent,
    });
    const payload: JwtPayload = { sub: usuario.id, jti: sesion.id };
    return {
      token: await this.jwt.signAsync(payload),
      userId: usuario.id,
      userName: [usuario.nombre, usuario.apellido].filter(Boolean).join(' ').trim(),
      userType: usuario.tipo,
      companiaId: usuario.companiaId,
      codigo: usuario.codigo,
      companiaNombre: usuario.compania?.razonSocial ?? null,
      companiaRuc: usuario.compania?.ruc ?? null,
    };
  }
}
