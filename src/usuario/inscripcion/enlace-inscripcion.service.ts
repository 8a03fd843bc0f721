import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { remitente, transporteSmtp } from '../../common/correo';
import { formatLimaDateTime } from '../../common/lima-time';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { urlDeInscripcion } from '../../dominio/inscripcion';
import type { Usuario } from '../usuario.entity';
import { EnlaceInscripcion } from './enlace-inscripcion.entity';

/** How long a link lets its person in. */
export const ENLACE_HORAS = 24;
/** A password login sends no second e-mail while the last one is this recent: retrying the login does not flood the mailbox. */
export const REENVIO_MINUTOS = 5;

/** What a password login did about the enrolment of a person who must have one. */
export type EnvioPorInicioDeSesion = 'enviado' | 'reciente' | 'sin-correo' | 'fallido';

/** The link of an administrator's reset: shown to them once, to hand it over when no e-mail left. */
export interface EnlaceEmitido {
  enlace: string;
  expira: Date;
  correoEnviado: boolean;
}

type Destinatario = Pick<Usuario, 'id' | 'nombre' | 'apellido' | 'correoElectronico'>;
type Motivo = 'exigida' | 'restablecida';

const hashDe = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const MOTIVOS: Record<Motivo, string> = {
  exigida: 'Su compañía exige la verificación en dos pasos para ingresar a Activos Fijos, y usted aún no la configuró.',
  restablecida: 'Un administrador restableció su verificación en dos pasos en Activos Fijos: la aplicación autenticadora que tenía ya no sirve para ingresar.',
};

const AVISO_DE_INICIO =
  'Recibimos este pedido al ingresar su contraseña correcta. Si no fue usted, alguien más la conoce: después de configurar la verificación, cámbiela desde "Mi cuenta".';

/**
 * The one-time links to set up the verification in two steps (docs/seguridad.md). A link is random (256 bits),
 * kept only as its SHA-256, valid for ENLACE_HORAS and spent by the first enrolment it completes; issuing one
 * discards the person's earlier ones.
 */
@Injectable()
export class EnlaceInscripcionService {
  private readonly logger = new Logger('EnlacesDeInscripcion');

  constructor(
    @InjectRepository(EnlaceInscripcion) private readonly enlaces: Repository<EnlaceInscripcion>,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'SMTP_URL' | 'MAIL_FROM'>,
  ) {}

  /**
   * After the right password of a person who must use a second factor and has none: e-mails a link, unless one went
   * out less than REENVIO_MINUTOS ago or no mail can be sent. `direccion` answers where the link leads (direccionDeLaApp).
   */
  async sendForLogin(usuario: Destinatario, direccion: () => string): Promise<EnvioPorInicioDeSesion> {
    if (!this.env.SMTP_URL) return 'sin-correo';
    const desde = new Date(Date.now() - REENVIO_MINUTOS * 60_000);
    if (await this.enlaces.existsBy({ usuarioId: usuario.id, creado: MoreThan(desde) })) return 'reciente';
    const { id, enlace, expira } = await this.create(usuario.id, direccion());
    if (await this.send(usuario, enlace, expira, 'exigida')) return 'enviado';
    // Nothing reached the person: the next login tries again at once.
    await this.enlaces.delete({ id });
    return 'fallido';
  }

  /** An administrator's reset: a new link, e-mailed when mail is configured, and answered to the administrator either way. */
  async issueForReset(usuario: Destinatario, direccion: string): Promise<EnlaceEmitido> {
    const { enlace, expira } = await this.create(usuario.id, direccion);
    const correoEnviado = Boolean(this.env.SMTP_URL) && (await this.send(usuario, enlace, expira, 'restablecida'));
    return { enlace, expira, correoEnviado };
  }

  /** The link of this token, if it is still valid: not spent, not expired, not replaced. */
  findValid(token: string): Promise<EnlaceInscripcion | null> {
    return this.enlaces.findOneBy({ tokenHash: hashDe(token), expira: MoreThan(new Date()) });
  }

  async markSeen(id: number): Promise<void> {
    await this.enlaces.update({ id, visto: IsNull() }, { visto: new Date() });
  }

  /** Voids the person's links: their e-mail changed, or they have a second factor now (which spends the one they used). */
  async discard(usuarioId: number): Promise<void> {
    await this.enlaces.delete({ usuarioId });
  }

  /** Links past their end are kept a day for the record, then removed; safe on every replica. */
  @Cron(CronExpression.EVERY_HOUR)
  async purge(): Promise<void> {
    await this.enlaces.delete({ expira: LessThan(new Date(Date.now() - 24 * 3600_000)) });
  }

  private async create(usuarioId: number, direccion: string): Promise<{ id: number; enlace: string; expira: Date }> {
    await this.discard(usuarioId);
    const token = randomBytes(32).toString('base64url');
    const creado = new Date();
    const expira = new Date(creado.getTime() + ENLACE_HORAS * 3600_000);
    const result = await this.enlaces.insert({ usuarioId, tokenHash: hashDe(token), creado, expira, visto: null });
    return { id: result.identifiers[0].id as number, enlace: urlDeInscripcion(direccion, token), expira };
  }

  private async send(usuario: Destinatario, enlace: string, expira: Date, motivo: Motivo): Promise<boolean> {
    const nombre = [usuario.nombre, usuario.apellido].filter(Boolean).join(' ');
    const texto = [
      `Hola ${nombre}:`,
      '',
      MOTIVOS[motivo],
      'Para configurarla, abra este enlace, escanee el código QR con su aplicación autenticadora (Google Authenticator, Microsoft Authenticator u otra) y escriba el primer código que le muestre:',
      '',
      enlace,
      '',
      `El enlace sirve una sola vez y vence el ${formatLimaDateTime(expira)} (hora de Lima).`,
      ...(motivo === 'exigida' ? ['', AVISO_DE_INICIO] : []),
    ].join('\n');
    const transporte = transporteSmtp(this.env.SMTP_URL!);
    try {
      await transporte.sendMail({
        from: remitente(this.env.MAIL_FROM),
        to: usuario.correoElectronico,
        subject: 'Configure la verificación en dos pasos de Activos Fijos',
        text: texto,
      });
      return true;
    } catch (error) {
      this.logger.warn({ message: 'No se pudo enviar el enlace de inscripción', usuarioId: usuario.id, error: String((error as Error)?.message ?? error).slice(0, 500) });
      return false;
    } finally {
      transporte.close();
    }
  }
}
