import { Logger } from '@nestjs/common';
import { Transporter } from 'nodemailer';
import { Column, DataSource, EntityTarget, In, LessThanOrEqual, Repository } from 'typeorm';
import { remitente, transporteSmtp } from '../../common/correo';
import { DateTimeColumn, LongTextColumn, text } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';
import { MAX_INTENTOS, sentenciaDeReclamo } from './reclamo';

export const ESTADOS_NOTIFICACION = ['pendiente', 'enviando', 'enviada', 'fallida', 'registrada'] as const;
export type EstadoNotificacion = (typeof ESTADOS_NOTIFICACION)[number];

/**
 * An e-mail notice waiting in a queue table, with where it stands:
 * - pendiente: due, waiting to be claimed by an instance's scheduler
 * - enviando: claimed (reclamadoPor, reclamadoEn) and being sent
 * - enviada: delivered to the SMTP server (enviadoEn)
 * - fallida: the last attempt failed (error); retried at proximoIntento until MAX_INTENTOS
 * - registrada: recorded without e-mail because SMTP_URL is not configured
 * The maintenance notices and the due-date notices are both kept this way and sent by EnvioDeAvisos.
 */
export abstract class AvisoPorCorreo extends RegistroDeCompania {
  /** The e-mail address. */
  @Column({ type: String, length: 150 })
  destinatario: string;

  @Column({ type: String, length: 600 })
  asunto: string;

  @LongTextColumn() cuerpo: string;

  @Column({ type: String, length: 20, default: 'pendiente' })
  estado: EstadoNotificacion;

  /** Attempts so far; each claim counts one. */
  @Column({ type: Number, default: 0 })
  intentos: number;

  /** When the notice may be claimed (again). */
  @DateTimeColumn() proximoIntento: Date;

  /** The claim (instance id and run) that is sending it. */
  @text(100) reclamadoPor: string | null;
  @DateTimeColumn({ nullable: true }) reclamadoEn: Date | null;
  @DateTimeColumn({ nullable: true }) enviadoEn: Date | null;
  /** Why the last attempt failed. */
  @text(500) error: string | null;
}

/** A claim this old was left by an instance that stopped: its notices are retried. */
const RECLAMO_VENCIDO_MS = 10 * 60_000;
/** A run stops starting sends after this long and returns the rest, well before its claim could be taken as abandoned. */
const PLAZO_DE_ENVIO_MS = 5 * 60_000;
const ENVIOS_EN_PARALELO = 3;
const MINUTO_MS = 60_000;

/** What one sending run did. */
export interface ResumenDeEnvio {
  reclamadas: number;
  enviadas: number;
  fallidas: number;
}

/**
 * Sends the due notices of one queue table, once however many API instances run:
 * 1. notices left enviando by an instance that stopped are retried as failed attempts;
 * 2. due rows are claimed with one atomic UPDATE (reclamo.ts) and only the rows that carry this run's claim are sent;
 * 3. each is marked enviada, or fallida with the reason and a retry after 2^intentos minutes, up to MAX_INTENTOS.
 */
export class EnvioDeAvisos<T extends AvisoPorCorreo> {
  private readonly avisos: Repository<AvisoPorCorreo>;
  private corridas = 0;

  constructor(
    private readonly dataSource: DataSource,
    entidad: EntityTarget<T>,
    private readonly tabla: string,
    /** This API instance, in the claims it makes. */
    private readonly instancia: string,
    private readonly logger: Logger,
  ) {
    this.avisos = dataSource.getRepository(entidad) as unknown as Repository<AvisoPorCorreo>;
  }

  /**
   * Inserts the rows in one statement. When the unique key refuses it (another instance created some of them since
   * they were looked up), inserts them one by one, each only if `existe` says it is still missing. Answers how many
   * this call created.
   */
  async insertarSinDuplicar(filas: Array<Partial<T>>, existe: (fila: Partial<T>) => Promise<boolean>): Promise<number> {
    if (!filas.length) return 0;
    const repositorio = this.avisos as unknown as Repository<T>;
    try {
      await this.insertar(repositorio, filas);
      return filas.length;
    } catch {
      let creadas = 0;
      for (const fila of filas) if (await this.insertarSiFalta(repositorio, fila, existe)) creadas++;
      return creadas;
    }
  }

  /** Check, then insert; a unique-key violation in between means another instance created it: not an error. */
  private async insertarSiFalta(repositorio: Repository<T>, fila: Partial<T>, existe: (fila: Partial<T>) => Promise<boolean>): Promise<boolean> {
    if (await existe(fila)) return false;
    try {
      await this.insertar(repositorio, [fila]);
      return true;
    } catch (error) {
      if (await existe(fila)) return false;
      throw error;
    }
  }

  /** One INSERT, without reading the rows back (Repository.insert would, for their defaults): nothing uses them. */
  private async insertar(repositorio: Repository<T>, filas: Array<Partial<T>>): Promise<void> {
    await repositorio.createQueryBuilder().insert().values(filas as never).updateEntity(false).execute();
  }

  async enviarPendientes(smtpUrl: string, mailFrom: string | undefined, ahora: Date): Promise<ResumenDeEnvio> {
    await this.recuperarReclamosAbandonados(ahora);
    const reclamo = `${this.instancia}#${++this.corridas}`;
    const filas = await this.reclamar(reclamo, ahora);
    const enviadas = filas.length ? await this.enviar(filas, reclamo, ahora, smtpUrl, mailFrom) : [];
    return { reclamadas: filas.length, enviadas: enviadas.filter(Boolean).length, fallidas: enviadas.filter((ok) => !ok).length };
  }

  private async recuperarReclamosAbandonados(ahora: Date): Promise<void> {
    await this.avisos.update(
      { estado: 'enviando', reclamadoEn: LessThanOrEqual(new Date(ahora.getTime() - RECLAMO_VENCIDO_MS)) },
      { estado: 'fallida', proximoIntento: ahora, reclamadoPor: null, error: 'Envío interrumpido: la instancia que lo reclamó no terminó en 10 minutos' },
    );
  }

  /** Claims due notices with the one atomic UPDATE, then reads the rows that carry this run's claim. */
  private async reclamar(reclamo: string, ahora: Date): Promise<AvisoPorCorreo[]> {
    const driver = this.dataSource.driver;
    const [sql, parametros] = driver.escapeQueryWithParameters(
      sentenciaDeReclamo(this.dataSource.options.type, (nombre) => driver.escape(nombre), this.tabla),
      { reclamo, ahora, enviando: 'enviando', reclamables: ['pendiente', 'fallida'], maxIntentos: MAX_INTENTOS },
      {},
    );
    await this.dataSource.query(sql, parametros);
    return this.avisos.find({ where: { reclamadoPor: reclamo, estado: 'enviando' }, order: { id: 'ASC' } });
  }

  /** Sends the claimed notices over one pooled SMTP connection set; answers, per notice, whether it went out. */
  private async enviar(filas: AvisoPorCorreo[], reclamo: string, ahora: Date, smtpUrl: string, mailFrom: string | undefined): Promise<boolean[]> {
    const transporte = transporteSmtp(smtpUrl, { pool: true, maxConnections: ENVIOS_EN_PARALELO });
    const inicio = Date.now();
    const resultados: boolean[] = [];
    try {
      for (let i = 0; i < filas.length; i += ENVIOS_EN_PARALELO) {
        if (Date.now() - inicio > PLAZO_DE_ENVIO_MS) {
          await this.devolver(filas.slice(i), reclamo);
          break;
        }
        const tanda = filas.slice(i, i + ENVIOS_EN_PARALELO);
        resultados.push(...(await Promise.all(tanda.map((fila) => this.enviarUna(transporte, fila, reclamo, ahora, mailFrom)))));
      }
    } finally {
      transporte.close();
    }
    return resultados;
  }

  private async enviarUna(transporte: Transporter, fila: AvisoPorCorreo, reclamo: string, ahora: Date, mailFrom: string | undefined): Promise<boolean> {
    const suya = { id: fila.id, reclamadoPor: reclamo, estado: 'enviando' as const };
    try {
      await transporte.sendMail({ from: remitente(mailFrom), to: fila.destinatario, subject: fila.asunto, text: fila.cuerpo });
    } catch (error) {
      const motivo = String((error as Error)?.message ?? error).slice(0, 500);
      // intentos already counts this attempt: retries after 2, 4, 8 and 16 minutes.
      const proximoIntento = new Date(ahora.getTime() + 2 ** fila.intentos * MINUTO_MS);
      await this.avisos.update(suya, { estado: 'fallida', error: motivo, proximoIntento });
      this.logger.warn({ message: 'No se pudo enviar un aviso', tabla: this.tabla, avisoId: fila.id, intento: fila.intentos, error: motivo });
      return false;
    }
    await this.avisos.update(suya, { estado: 'enviada', enviadoEn: ahora, error: null });
    return true;
  }

  /** Claimed notices a run had no time for go back to pendiente, their attempt not counted. */
  private async devolver(filas: AvisoPorCorreo[], reclamo: string): Promise<void> {
    const intentos = this.dataSource.driver.escape('intentos');
    await this.avisos.update(
      { id: In(filas.map((fila) => fila.id)), reclamadoPor: reclamo, estado: 'enviando' },
      { estado: 'pendiente', reclamadoPor: null, reclamadoEn: null, intentos: () => `${intentos} - 1` },
    );
  }
}
