import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { auditing, withAudit } from '../audit/audit-target';
import { AuthUser, JwtPayload } from '../common/auth-user';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { DEMO_ADMIN } from '../config/environment';
import { problemaDeContrasena } from '../config/politica-contrasena';
import { EnlaceInscripcion } from '../usuario/inscripcion/enlace-inscripcion.entity';
import { ENLACE_HORAS, EnlaceInscripcionService, EnvioPorInicioDeSesion, REENVIO_MINUTOS } from '../usuario/inscripcion/enlace-inscripcion.service';
import { SesionService } from '../usuario/sesion/sesion.service';
import { Usuario } from '../usuario/usuario.entity';
import { DatosTotp, UsuarioService } from '../usuario/usuario.service';
import { DosFactoresService, Inscripcion } from './dos-factores.service';
import {
  CambiarContrasenaDto,
  DesactivarDosFactoresDto,
  DesafioDto,
  InscripcionPorCorreoDto,
  InscripcionPorEnlaceDto,
  LoginDosFactoresResponseDto,
  LoginDto,
  LoginResponseDto,
  SesionActualDto,
} from './dto/login.dto';
import { LimiteLoginService, normalizarCorreo } from './limite-login.service';

const CREDENCIALES_INVALIDAS = 'Credenciales invalidas!';
const CODIGO_INCORRECTO = 'Código de verificación incorrecto';
const DESAFIO_VENCIDO = 'La verificación expiró. Inicie sesión nuevamente.';
const CONTRASENA_ACTUAL = 'La contraseña actual no es correcta';
const ENLACE_VENCIDO =
  'El enlace para configurar la verificación no es válido, ya se usó o venció. Inicie sesión para recibir otro en su correo, o pida a un administrador que restablezca su verificación.';
/** How long the second step of a login may wait for its code. */
const DESAFIO_SEGUNDOS = 300;
const FIN_DESAFIO = '2fa';

const EXIGIDA = 'Su compañía exige la verificación en dos pasos';
/** What a password login tells a person who must set up the second factor, by what became of the e-mailed link. */
const MENSAJES_INSCRIPCION: Record<EnvioPorInicioDeSesion, (correo: string) => string> = {
  enviado: (correo) => `${EXIGIDA}. Le enviamos a ${correo} un enlace para configurarla; vence en ${ENLACE_HORAS} horas.`,
  reciente: (correo) =>
    `${EXIGIDA}. Hace menos de ${REENVIO_MINUTOS} minutos le enviamos a ${correo} un enlace para configurarla: revise su bandeja de entrada y la de correo no deseado.`,
  'sin-correo': () => `${EXIGIDA} y este servidor no envía correos: pida a un administrador que la restablezca para recibir el enlace de configuración.`,
  fallido: () => `${EXIGIDA}, pero no pudimos enviarle el correo con el enlace para configurarla. Intente de nuevo en unos minutos o pida ayuda a un administrador.`,
};

/** Who is logging in from where: the session records it. */
export interface Origen {
  ip?: string;
  userAgent?: string;
  /** Where the links the API e-mails lead: APP_URL, or the request's own address (direccionDeLaApp). */
  direccion: () => string;
}

/** JWT_EXPIRES_IN in seconds: the token's lifetime is also its session's absolute end. */
const segundos = (value: string): number => {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) return 8 * 3600;
  return Number(match[1]) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
};

/**
 * Logins and the person's own credentials. Every check of a password or of a code (TOTP, recovery, enrolment link)
 * goes through the login limit (LimiteLoginService): counted before it runs, forgotten when it passes.
 */
@Injectable()
export class AuthService {
  private readonly duracionSegundos: number;

  constructor(
    private readonly usuarios: UsuarioService,
    private readonly jwt: JwtService,
    private readonly sesiones: SesionService,
    private readonly limite: LimiteLoginService,
    private readonly dosFactores: DosFactoresService,
    private readonly enlaces: EnlaceInscripcionService,
    @Inject(environmentConfig.KEY) env: EnvironmentConfig,
  ) {
    this.duracionSegundos = segundos(env.JWT_EXPIRES_IN);
  }

  /** The password step: a session, the challenge of the second step, or the e-mailed link to set one up. */
  async login(dto: LoginDto, origen: Origen): Promise<LoginResponseDto | DesafioDto | InscripcionPorCorreoDto> {
    const email = normalizarCorreo(dto.correoElectronico);
    const intento = await this.limite.reserve(origen.ip, email);

    const usuario = await this.usuarios.findForLogin(email);
    const matches = await this.usuarios.passwordMatches(dto.contrasena, usuario?.contrasena ?? null);
    if (!usuario || !matches) throw new UnauthorizedException(CREDENCIALES_INVALIDAS);
    await this.limite.release(intento);
    await this.usuarios.upgradeHash(usuario.id, dto.contrasena, usuario.contrasena);

    // The challenge does not name the user: its audit row does.
    const cuenta = { usuarioId: usuario.id, codigo: usuario.codigo };
    return withAudit(await this.primerPaso(usuario, origen, dto.contrasena === DEMO_ADMIN.password), { extra: cuenta });
  }

  private async primerPaso(usuario: Usuario, origen: Origen, demostracion: boolean): Promise<LoginResponseDto | DesafioDto | InscripcionPorCorreoDto> {
    const datos = (await this.usuarios.findTotp(usuario.id))!;
    if (!this.dosFactores.isRequired(datos)) return this.abrirSesion(usuario, origen, demostracion);
    if (datos.totpActivo) {
      return { requiere2fa: true, desafio: await this.jwt.signAsync({ sub: usuario.id, fin: FIN_DESAFIO }, { expiresIn: DESAFIO_SEGUNDOS }) };
    }
    // The company requires it and this person has none: the password alone gets neither a session nor a secret;
    // the account's mailbox gets a link to set it up.
    const envio = await this.enlaces.sendForLogin(usuario, origen.direccion);
    return { requiere2fa: true, inscripcionPorCorreo: true, mensaje: MENSAJES_INSCRIPCION[envio](usuario.correoElectronico) };
  }

  /** The second step: the challenge of a right password and a TOTP or recovery code. Wrong codes count toward the login limit. */
  async completeDosFactores(desafio: string, codigo: string, origen: Origen): Promise<LoginDosFactoresResponseDto> {
    const usuarioId = await this.usuarioDelDesafio(desafio);
    const datos = await this.usuarios.findTotp(usuarioId);
    if (!datos) throw new UnauthorizedException(DESAFIO_VENCIDO);
    // The body names no one: the answer, or the refusal, tells the audit row whose login this is.
    return this.delUsuario(datos, async () => {
      if (!datos.totpActivo) throw new UnauthorizedException(DESAFIO_VENCIDO);
      if (!(await this.limite.check(origen.ip, datos.correoElectronico, () => this.dosFactores.verify(datos, codigo)))) {
        throw new UnauthorizedException(CODIGO_INCORRECTO);
      }
      return this.abrirSesion((await this.usuarios.findForLogin(datos.correoElectronico))!, origen);
    });
  }

  /** The enrolment page of an e-mailed link: whose it is and the secret to scan, the same one on every visit. */
  async openEnlace(token: string, origen: Origen): Promise<InscripcionPorEnlaceDto> {
    const enlace = await this.enlaceVigente(token, origen);
    const datos = await this.datosDelEnlace(enlace);
    return this.delUsuario(datos, async () => {
      let inscripcion: Inscripcion;
      if (enlace.visto && datos.totpSecreto) {
        inscripcion = await this.dosFactores.describeEnrollment({ ...datos, totpSecreto: datos.totpSecreto });
      } else {
        inscripcion = await this.dosFactores.startEnrollment(datos);
        await this.enlaces.markSeen(enlace.id);
      }
      return { nombre: [datos.nombre, datos.apellido].filter(Boolean).join(' '), correoElectronico: datos.correoElectronico, inscripcion };
    });
  }

  /**
   * The enrolment of an e-mailed link, with the first code of the secret its page showed: turns the second factor on,
   * spends the link, ends the person's other sessions and opens one, with the recovery codes shown once.
   */
  async activateEnlace(token: string, codigo: string, origen: Origen): Promise<LoginDosFactoresResponseDto> {
    const enlace = await this.enlaceVigente(token, origen);
    const datos = await this.datosDelEnlace(enlace);
    return this.delUsuario(datos, async () => {
      // Only the secret this link's page generated: never one pending from elsewhere.
      if (!enlace.visto) throw new ConflictException('Primero abra el enlace para ver el código QR');
      const codigos = await this.activar(datos, codigo, origen);
      await this.despuesDeActivar(datos.id);
      const respuesta = await this.abrirSesion((await this.usuarios.findForLogin(datos.correoElectronico))!, origen);
      return { ...respuesta, codigosRecuperacion: codigos };
    });
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

  /** Self-service password change: the current one first (within the login limit); the user's other sessions end. */
  async changeContrasena(user: AuthUser, dto: CambiarContrasenaDto, origen: Origen): Promise<{ codigo: string | null }> {
    const usuario = await this.usuarios.findWithPassword(user.userId!);
    if (!usuario || !(await this.limite.check(origen.ip, usuario.correoElectronico, () => this.usuarios.passwordMatches(dto.contrasenaActual, usuario.contrasena)))) {
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

  /** Turns the caller's second factor on with its first code; every other session of theirs ends. */
  async enableDosFactores(user: AuthUser, codigo: string, origen: Origen): Promise<{ codigosRecuperacion: string[] }> {
    const datos = (await this.usuarios.findTotp(user.userId!))!;
    const codigos = await this.activar(datos, codigo, origen);
    await this.despuesDeActivar(datos.id, user.sesionId);
    return { codigosRecuperacion: codigos };
  }

  /** Turns the caller's second factor off: the password and a current code (TOTP or recovery), within the login limit. */
  async disableDosFactores(user: AuthUser, dto: DesactivarDosFactoresDto, origen: Origen): Promise<void> {
    const usuario = await this.usuarios.findWithPassword(user.userId!);
    const datos = await this.usuarios.findTotp(user.userId!);
    if (!usuario || !datos) throw new BadRequestException(CONTRASENA_ACTUAL);
    if (datos.requiere2fa && datos.tipo <= 2) throw new ConflictException(`${EXIGIDA} para su tipo de usuario`);
    if (!datos.totpActivo) throw new ConflictException('La verificación en dos pasos no está activa');
    let problema: string | null = null;
    await this.limite.check(origen.ip, usuario.correoElectronico, async () => {
      // A wrong password spends no code.
      if (!(await this.usuarios.passwordMatches(dto.contrasena, usuario.contrasena))) problema = CONTRASENA_ACTUAL;
      else if (!(await this.dosFactores.verify(datos, dto.codigo))) problema = CODIGO_INCORRECTO;
      return problema === null;
    });
    if (problema) throw new BadRequestException(problema);
    await this.usuarios.disableTotp(usuario.id);
  }

  /** The first code of a pending secret, within the login limit: the recovery codes, or 400. */
  private async activar(datos: DatosTotp, codigo: string, origen: Origen): Promise<string[]> {
    this.dosFactores.assertEnrolling(datos);
    let codigos: string[] | null = null;
    await this.limite.check(origen.ip, datos.correoElectronico, async () => (codigos = await this.dosFactores.enable(datos, codigo.trim())) !== null);
    if (!codigos) throw new BadRequestException(CODIGO_INCORRECTO);
    return codigos;
  }

  /**
   * A second factor just turned on: whatever was signed in without it ends (but the session that turned it on),
   * and the enrolment links still out are spent.
   */
  private async despuesDeActivar(usuarioId: number, salvo?: string): Promise<void> {
    await this.sesiones.revokeAll(usuarioId, salvo);
    await this.enlaces.discard(usuarioId);
  }

  /** The link of a token, looked up within the login limit of the address asking (no account is known yet). */
  private async enlaceVigente(token: string, origen: Origen): Promise<EnlaceInscripcion> {
    let enlace: EnlaceInscripcion | null = null;
    await this.limite.check(origen.ip, null, async () => (enlace = await this.enlaces.findValid(token)) !== null);
    if (!enlace) throw new BadRequestException(ENLACE_VENCIDO);
    return enlace;
  }

  private async datosDelEnlace(enlace: EnlaceInscripcion): Promise<DatosTotp> {
    const datos = await this.usuarios.findTotp(enlace.usuarioId);
    // Set up meanwhile (its links are spent then): nothing left to do with this one.
    if (!datos || datos.totpActivo) throw new BadRequestException(ENLACE_VENCIDO);
    return datos;
  }

  /** Runs a step of a public route whose body names no one: its answer, or its refusal, tells the audit row whose it is. */
  private delUsuario<T extends object>(datos: DatosTotp, paso: () => Promise<T>): Promise<T> {
    return auditing(paso, () => ({ extra: { usuarioId: datos.id, correo: datos.correoElectronico } }));
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

  /** `demostracion`: the password given was the demo one, which the person is then asked to change. */
  private async abrirSesion(usuario: Usuario, origen: Origen, demostracion = false): Promise<LoginResponseDto> {
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
      ...(demostracion && { debeCambiarContrasena: true as const }),
    };
  }
}
