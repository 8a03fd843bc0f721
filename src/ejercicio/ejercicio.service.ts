import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThan, Repository } from 'typeorm';
import { AuthUser } from '../common/auth-user';
import { deCompania, porCompania } from '../common/tenancy';
import { bulkInsert } from '../database/bulk-insert';
import { sqlTypesOf } from '../database/column-types';
import { keysetRows } from '../database/keyset-rows';
import { CierreEjercicio, CierreEjercicioLinea } from './cierre-ejercicio.entity';

const esFecha = (fecha: Date | null | undefined): fecha is Date => fecha instanceof Date && !Number.isNaN(fecha.getTime());

/**
 * Why a change `que` of `fechas` is refused when `cerrado` is the company's latest closed year, or null: the words of
 * EjercicioService.assertAbierto's 409, for callers that check many rows against one read of the closed year.
 */
export function errorDeEjercicioCerrado(cerrado: number | null, fechas: Array<Date | null | undefined>, que: string): string | null {
  const anios = fechas.filter(esFecha).map((fecha) => fecha.getUTCFullYear());
  if (cerrado === null || !anios.length || Math.min(...anios) > cerrado) return null;
  return `El ejercicio ${cerrado} está cerrado: ${que}. Un usuario Maestro puede reabrirlo`;
}

/** Lines of a closed year read per page. */
const LINEAS_POR_LECTURA = 1000;

/**
 * The company's closed fiscal years. Years close in order: a date in a closed year, or in an earlier one, is frozen,
 * since changing it would change the saldo inicial of the closed year's book.
 */
@Injectable()
export class EjercicioService {
  constructor(
    @InjectRepository(CierreEjercicio) private readonly cierres: Repository<CierreEjercicio>,
    @InjectRepository(CierreEjercicioLinea) private readonly lineas: Repository<CierreEjercicioLinea>,
    private readonly dataSource: DataSource,
  ) {}

  /** The latest closed year, or null. */
  /** `manager`: read in another operation's transaction, on its connection (never waiting for a second one of the pool). */
  async ultimoCerrado(companiaId: number, manager?: EntityManager): Promise<number | null> {
    const cierres = manager ? manager.getRepository(CierreEjercicio) : this.cierres;
    const [{ anio }] = await porCompania(cierres.createQueryBuilder('c'), 'c', companiaId).select('MAX(c.anio)', 'anio').getRawMany<{ anio: number | null }>();
    return anio === null ? null : Number(anio);
  }

  /**
   * Refuses (409) a change `que` when any of `fechas` falls in a closed year: `que` says what was refused, e.g.
   * "no se puede registrar una mejora con fecha 10/03/2024".
   */
  async assertAbierto(companiaId: number, fechas: Array<Date | null | undefined>, que: string, manager?: EntityManager): Promise<void> {
    if (!fechas.some(esFecha)) return;
    const error = errorDeEjercicioCerrado(await this.ultimoCerrado(companiaId, manager), fechas, que);
    if (error) throw new ConflictException(error);
  }

  list(companiaId: number): Promise<CierreEjercicio[]> {
    return this.cierres.find({ where: deCompania(companiaId), order: { anio: 'DESC' } });
  }

  findCierre(companiaId: number, anio: number): Promise<CierreEjercicio | null> {
    return this.cierres.findOneBy(deCompania(companiaId, { anio }));
  }

  /**
   * Closes `anio` with its book: `lineas` (each line's JSON, in order) and its warnings are kept as they are now, in one
   * transaction. Only a finished year, after the last closed one.
   */
  async close(companiaId: number, anio: number, usuario: AuthUser, lineas: AsyncIterable<string>, advertencias: string, hoy = new Date()): Promise<{ cierre: CierreEjercicio; lineas: number }> {
    if (anio >= hoy.getUTCFullYear()) throw new BadRequestException(`Solo se puede cerrar un ejercicio terminado: ${anio} está en curso`);
    const ultimo = await this.ultimoCerrado(companiaId);
    if (ultimo !== null && anio <= ultimo) {
      throw new ConflictException(anio === ultimo ? `El ejercicio ${anio} ya está cerrado` : `Los ejercicios se cierran en orden: ${ultimo} ya está cerrado`);
    }
    return this.dataSource.transaction(async (manager) => {
      const cierre = await manager.save(manager.create(CierreEjercicio, { companiaId, anio, usuarioId: usuario.userId, usuarioNombre: usuario.nombre, advertencias }));
      const porLote = Math.floor(sqlTypesOf(manager.connection.options.type).maxParameters / 4);
      let lote: Array<Partial<CierreEjercicioLinea>> = [];
      let numero = 0;
      for await (const datos of lineas) {
        lote.push({ companiaId, anio, numero: ++numero, datos });
        if (lote.length === porLote) {
          await bulkInsert(manager, CierreEjercicioLinea, lote);
          lote = [];
        }
      }
      await bulkInsert(manager, CierreEjercicioLinea, lote);
      return { cierre, lineas: numero };
    });
  }

  /** Reopens the last closed year: its copy goes, and its dates can change again. */
  async reopen(companiaId: number, anio: number): Promise<CierreEjercicio> {
    const cierre = await this.findCierre(companiaId, anio);
    if (!cierre) throw new NotFoundException(`El ejercicio ${anio} no está cerrado`);
    const ultimo = await this.ultimoCerrado(companiaId);
    if (ultimo !== anio) throw new ConflictException(`Reabra primero el ejercicio ${ultimo}: los ejercicios se reabren del último al primero`);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(CierreEjercicioLinea, deCompania(companiaId, { anio }));
      await manager.delete(CierreEjercicio, deCompania(companiaId, { anio }));
    });
    return cierre;
  }

  /** The closed year's lines (JSON), in their order, page by page. */
  async *lineasDe(companiaId: number, anio: number): AsyncGenerator<string> {
    const pagina = (ultimo: number | undefined) =>
      this.lineas.find({
        select: { numero: true, datos: true },
        where: deCompania(companiaId, ultimo === undefined ? { anio } : { anio, numero: MoreThan(ultimo) }),
        order: { numero: 'ASC' },
        take: LINEAS_POR_LECTURA,
      });
    for await (const linea of keysetRows(LINEAS_POR_LECTURA, pagina, (l) => l.numero)) yield linea.datos;
  }
}
