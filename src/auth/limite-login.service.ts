import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import { IntentoLogin } from './intento-login.entity';

/** Attempts per IP and per e-mail within the window, counting the one being made. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 60_000;

export const MENSAJE_LIMITE_LOGIN = 'Demasiados intentos de inicio de sesión. Espere un minuto e intente nuevamente.';

/** The e-mail exactly as login matches it, so no case or whitespace variant escapes the count. */
export const normalizarCorreo = (correo: string) => correo.trim().toLowerCase();

/**
 * The brute-force limit on passwords and verification codes, shared by every replica.
 * An attempt is written before the secret is checked and counted after: of any number of
 * parallel attempts, only those among the first ten written ever reach the check.
 */
@Injectable()
export class LimiteLoginService {
  constructor(@InjectRepository(IntentoLogin) private readonly intentos: Repository<IntentoLogin>) {}

  /**
   * Records the attempt for its IP and e-mail (its IP alone while the account is still unknown: an enrolment link
   * being looked up); throws 429 when either is over the limit. Returns the ids to release on success.
   */
  async reserve(ip: string | undefined, correo: string | null): Promise<number[]> {
    const claves = [...(ip ? [`ip:${ip}`] : []), ...(correo === null ? [] : [`correo:${normalizarCorreo(correo)}`])].map((clave) => clave.slice(0, 200));
    const momento = new Date();
    const ids: number[] = [];
    for (const clave of claves) {
      const result = await this.intentos.insert({ clave, momento });
      ids.push(result.identifiers[0].id as number);
    }
    const desde = new Date(momento.getTime() - LOGIN_WINDOW_MS);
    for (const clave of claves) {
      if ((await this.intentos.count({ where: { clave, momento: MoreThan(desde) } })) > LOGIN_MAX_FAILURES) {
        // Refused before any check: it is not a failure, and waiting out the minute is enough.
        await this.release(ids);
        throw new HttpException(MENSAJE_LIMITE_LOGIN, HttpStatus.TOO_MANY_REQUESTS);
      }
    }
    return ids;
  }

  /** One check of a password or a code within the limit: counted before it runs, forgotten when it passes. */
  async check(ip: string | undefined, correo: string | null, comprobar: () => Promise<boolean>): Promise<boolean> {
    const intento = await this.reserve(ip, correo);
    const correcto = await comprobar();
    if (correcto) await this.release(intento);
    return correcto;
  }

  /** A right password or code is not a failure: its attempt no longer counts. */
  async release(ids: number[]): Promise<void> {
    if (ids.length) await this.intentos.delete({ id: In(ids) });
  }

  @Cron(CronExpression.EVERY_10_MINUTES)
  async purge(): Promise<void> {
    await this.intentos.delete({ momento: LessThan(new Date(Date.now() - LOGIN_WINDOW_MS)) });
  }
}
