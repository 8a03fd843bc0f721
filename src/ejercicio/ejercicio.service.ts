import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { porCompania } from '../common/tenancy';
import { CierreEjercicio } from './cierre-ejercicio.entity';

/**
 * The company's closed fiscal years. Years close in order: a date in a closed year, or in an earlier one, is frozen,
 * since changing it would change the saldo inicial of the closed year's book.
 */
@Injectable()
export class EjercicioService {
  constructor(@InjectRepository(CierreEjercicio) private readonly cierres: Repository<CierreEjercicio>) {}

  /** The latest closed year, or null. */
  async ultimoCerrado(companiaId: number): Promise<number | null> {
    const [{ anio }] = await porCompania(this.cierres.createQueryBuilder('c'), 'c', companiaId).select('MAX(c.anio)', 'anio').getRawMany<{ anio: number | null }>();
    return anio === null ? null : Number(anio);
  }

  /**
   * Refuses (409) a change `que` when any of `fechas` falls in a closed year: `que` says what was refused, e.g.
   * "no se puede registrar una mejora con fecha 10/03/2024".
   */
  async assertAbierto(companiaId: number, fechas: Array<Date | null | undefined>, que: string): Promise<void> {
    const anios = fechas.filter((fecha): fecha is Date => fecha instanceof Date && !Number.isNaN(fecha.getTime())).map((fecha) => fecha.getUTCFullYear());
    if (!anios.length) return;
    const cerrado = await this.ultimoCerrado(companiaId);
    if (cerrado !== null && Math.min(...anios) <= cerrado) {
      throw new ConflictException(`El ejercicio ${cerrado} está cerrado: ${que}. Un usuario Maestro puede reabrirlo`);
    }
  }
}
