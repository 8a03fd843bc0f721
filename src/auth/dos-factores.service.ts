import { createHash, randomInt } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { authenticator } from 'otplib';
import { toDataURL } from 'qrcode';
import { TipoUsuario } from '../usuario/usuario.entity';
import { DatosTotp, UsuarioService } from '../usuario/usuario.service';

/** The issuer an authenticator app shows beside the account. */
const EMISOR = 'Activos Fijos';
const CODIGOS_RECUPERACION = 10;
// No 0/O, 1/I/L: a code read off paper is typed right.
const ALFABETO = 'abcdefghjkmnpqrstuvwxyz23456789';
const PASO_SEGUNDOS = 30;
const YA_ACTIVA = 'La verificación en dos pasos ya está activa';

// RFC 6238 with the usual defaults (SHA-1, 6 digits, 30 s); one step either side for clock drift.
authenticator.options = { window: 1, step: PASO_SEGUNDOS, digits: 6 };

export interface Inscripcion {
  secreto: string;
  otpauthUrl: string;
  /** PNG data URL of the otpauth URL, to scan with any authenticator app. */
  qr: string;
}

const hash = (codigo: string) => createHash('sha256').update(codigo.trim().toLowerCase()).digest('hex');

const codigoRecuperacion = () =>
  Array.from({ length: 2 }, () => Array.from({ length: 4 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('')).join('-');

/** TOTP two-factor login: enrolment, the login's second step, recovery codes. The secrets live on the user row (UsuarioService). */
@Injectable()
export class DosFactoresService {
  constructor(private readonly usuarios: UsuarioService) {}

  /** Whether this user must use a second factor: it turned it on, or its company requires it of types 1-2. */
  isRequired(datos: DatosTotp): boolean {
    return datos.totpActivo || (datos.requiere2fa && datos.tipo <= TipoUsuario.Administrador);
  }

  /** A new pending secret, replacing any other pending one. */
  async startEnrollment(datos: DatosTotp): Promise<Inscripcion> {
    if (datos.totpActivo) throw new ConflictException(YA_ACTIVA);
    const secreto = authenticator.generateSecret(20);
    await this.usuarios.savePendingTotp(datos.id, secreto);
    return this.inscripcionDe(datos.correoElectronico, secreto);
  }

  /** The pending secret already generated, shown again (a reloaded enrolment page): the QR scanned before still works. */
  describeEnrollment(datos: DatosTotp & { totpSecreto: string }): Promise<Inscripcion> {
    return this.inscripcionDe(datos.correoElectronico, datos.totpSecreto);
  }

  /** Refused before any code is checked: nothing to activate, or already active. */
  assertEnrolling(datos: DatosTotp): asserts datos is DatosTotp & { totpSecreto: string } {
    if (datos.totpActivo) throw new ConflictException(YA_ACTIVA);
    if (!datos.totpSecreto) throw new ConflictException('Primero inicie la inscripción');
  }

  /** Turns 2FA on with the first right code of the pending secret; answers the recovery codes, shown once. */
  async enable(datos: DatosTotp, codigo: string): Promise<string[] | null> {
    this.assertEnrolling(datos);
    const paso = this.pasoDe(codigo, datos.totpSecreto);
    if (paso === null) return null;
    const codigos = Array.from({ length: CODIGOS_RECUPERACION }, codigoRecuperacion);
    // Two right codes at once: the second finds it on, and its codes are never shown.
    if (!(await this.usuarios.enableTotp(datos.id, codigos.map(hash), paso))) throw new ConflictException(YA_ACTIVA);
    return codigos;
  }

  /** Checks a login's second step: a fresh TOTP code (never one already used) or an unused recovery code, which is spent. */
  async verify(datos: DatosTotp, codigo: string): Promise<boolean> {
    if (!datos.totpSecreto) return false;
    const limpio = codigo.trim();
    if (/^\d{6}$/.test(limpio)) {
      const paso = this.pasoDe(limpio, datos.totpSecreto);
      return paso !== null && (await this.usuarios.consumeTotpStep(datos.id, paso));
    }
    if (!datos.totpCodigos) return false;
    const hashes: string[] = JSON.parse(datos.totpCodigos);
    const buscado = hash(limpio);
    if (!hashes.includes(buscado)) return false;
    return this.usuarios.consumeRecoveryCode(datos.id, datos.totpCodigos, hashes.filter((h) => h !== buscado));
  }

  private async inscripcionDe(correo: string, secreto: string): Promise<Inscripcion> {
    const otpauthUrl = authenticator.keyuri(correo, EMISOR, secreto);
    return { secreto, otpauthUrl, qr: await toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /** The 30-second step the code belongs to, or null when it matches none within the window. */
  private pasoDe(codigo: string, secreto: string): number | null {
    if (!/^\d{6}$/.test(codigo.trim())) return null;
    const delta = authenticator.checkDelta(codigo.trim(), secreto);
    return delta === null ? null : Math.floor(Date.now() / 1000 / PASO_SEGUNDOS) + delta;
  }
}
