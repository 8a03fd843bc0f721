import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, MoreThan, Repository } from 'typeorm';
import { AuthUser } from '../common/auth-user';
import { deCompania, porCompania } from '../common/tenancy';
import { bulkInsert } from '../database/bulk-insert';
import { sqlTypesOf } from '../database/column-types';
import { EscrituraPorLotes } from '../database/escritura-por-lotes';
import { keysetRows } from '../database/keyset-rows';
import { rawTable } from '../database/raw-rows';
import { SqlPorForma } from '../database/sql-por-forma';
import { CierreEjercicio, CierreEjercicioLinea } from './cierre-ejercicio.entity';

const esFecha = (fecha: Date | null | undefined): fecha is Date => fecha instanceof Date && !Number.isNaN(fecha.getTime());

/**
 * Why a change `que` of `fechas` is refused when `cerrado` is the company's latest closed year (and `cerrando` the year
 * being closed, if any), or null: the words of EjercicioService.assertAbierto's 409, for callers that check many rows
 * against one read of the closed year.
 */
export function errorDeEjercicioCerrado(cerrado: number | null, fechas: Array<Date | null | undefined>, que: string, cerrando: number | null = null): string | null {
  const anios = fechas.filter(esFecha).map((fecha) => fecha.getUTCFullYear());
  if (!anios.length) return null;
  if (cerrado !== null && Math.min(...anios) <= cerrado) return `El ejercicio ${cerrado} está cerrado: ${que}. Un usuario Maestro puede reabrirlo`;
  if (cerrando !== null && Math.min(...anios) <= cerrando) return `El ejercicio ${cerrando} se está cerrando: ${que}`;
  return null;
}

/** Lines of a closed year read per page. */
const LINEAS_POR_LECTURA = 1000;
/**
 * On the server databases, a year 'cerrando' whose close wrote nothing for this long was left by a server that stopped:
 * the next close of that year takes it over. On SQLite the one server knows which closes it runs.
 */
const CIERRE_ABANDONADO_MS = 2 * 60_000;

/** What a year's close keeps, read once the year is frozen (EjercicioService.close). */
export interface CopiaDelEjercicio {
  /** The book's warnings (JSON). */
  advertencias: string;
  /** Each line of the book (JSON), in order. */
  lineas: AsyncIterable<string>;
}

/**
 * What another module keeps of a closed year in a table of its own (one owner per table): the close writes its rows
 * in its batches, after the 7.1 lines and before 'cerrado', and deletes them when it fails and when the year reopens.
 * The module registers it once (EjercicioService.registrarCopia).
 */
export interface CopiaDeModulo<T> {
  /** Its rows of the year, read once the year is frozen; `hoy` is the close's. */
  filas(companiaId: number, anio: number, hoy: Date): AsyncIterable<T>;
  /** Writes a batch of them in the close's transaction. */
  escribir(manager: EntityManager, companiaId: number, anio: number, filas: T[]): Promise<void>;
  /** Deletes up to `maximo` of the year's rows (all without it); how many it deleted. */
  borrar(manager: EntityManager, companiaId: number, anio: number, maximo?: number): Promise<number>;
}

/** The columns of a close that say where it stands: never its warnings, which may list 100,000 assets. */
const ESTADO_DEL_CIERRE = { id: true, companiaId: true, anio: true, estado: true, updatedAt: true } as const;

/**
 * The company's closed fiscal years. Years close in order: a date in a closed year, or in an earlier one, is frozen,
 * since changing it would change the saldo inicial of the closed year's book. A year being closed ('cerrando') is
 * frozen already; its copy is read only once it is 'cerrado'.
 */
@Injectable()
export class EjercicioService implements OnApplicationBootstrap {
  private readonly logger = new Logger(EjercicioService.name);
  /** The years this server is closing, as `companiaId:anio`. */
  private readonly enCurso = new Set<string>();
  private readonly sqlPorForma = new SqlPorForma();
  /** The other modules' copies of a closed year (CopiaDeModulo). */
  private readonly copias: Array<CopiaDeModulo<unknown>> = [];

  constructor(
    @InjectRepository(CierreEjercicio) private readonly cierres: Repository<CierreEjercicio>,
    @InjectRepository(CierreEjercicioLinea) private readonly lineas: Repository<CierreEjercicioLinea>,
    private readonly dataSource: DataSource,
    private readonly lotes: EscrituraPorLotes,
  ) {}

  /** A module's copy of each closed year: written by every close from then on, deleted with it. */
  registrarCopia<T>(copia: CopiaDeModulo<T>): void {
    this.copias.push(copia as CopiaDeModulo<unknown>);
  }

  /**
   * A year left 'cerrando' by a server that stopped in the middle of its close opens again, without the lines the close
   * had written: it never closed. On SQLite every such year (its one server is this one, starting); on the server
   * databases, those whose close wrote nothing for CIERRE_ABANDONADO_MS. A later one is taken over by the next close.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const cierre of await this.cierres.find({ select: ESTADO_DEL_CIERRE, where: { estado: 'cerrando' } })) {
        if (!this.abandonado(cierre)) continue;
        await this.deshacer(cierre);
        this.logger.warn(`Compañía #${cierre.companiaId}: el cierre del ejercicio ${cierre.anio} quedó a medias al detenerse el servidor; el ejercicio vuelve a estar abierto`);
      }
    } catch (error) {
      this.logger.error(`No se pudieron reabrir los ejercicios con el cierre a medias: ${(error as Error).message}`);
    }
  }

  /** The latest closed year, or null; a year being closed counts (its dates are frozen already). */
  /** `manager`: read in another operation's transaction, on its connection (never waiting for a second one of the pool). */
  async ultimoCerrado(companiaId: number, manager?: EntityManager): Promise<number | null> {
    const cierres = manager ? manager.getRepository(CierreEjercicio) : this.cierres;
    const [{ anio }] = await porCompania(cierres.createQueryBuilder('c'), 'c', companiaId).select('MAX(c.anio)', 'anio').getRawMany<{ anio: number | null }>();
    return anio === null ? null : Number(anio);
  }

  /**
   * Refuses (409) a change `que` when any of `fechas` falls in a closed year, or in the year being closed: `que` says what
   * was refused, e.g. "no se puede registrar una mejora con fecha 10/03/2024".
   */
  async assertAbierto(companiaId: number, fechas: Array<Date | null | undefined>, que: string, manager?: EntityManager): Promise<void> {
    if (!fechas.some(esFecha)) return;
    const { cerrado, cerrando } = await this.ultimos(companiaId, manager);
    const error = errorDeEjercicioCerrado(cerrado, fechas, que, cerrando);
    if (error) throw new ConflictException(error);
  }

  /** The closed years, the latest first (not one being closed). */
  list(companiaId: number): Promise<CierreEjercicio[]> {
    return this.cierres.find({ where: deCompania(companiaId, { estado: 'cerrado' as const }), order: { anio: 'DESC' } });
  }

  /** The close of `anio`, once closed: null while it is being closed. */
  findCierre(companiaId: number, anio: number): Promise<CierreEjercicio | null> {
    return this.cierres.findOneBy(deCompania(companiaId, { anio, estado: 'cerrado' as const }));
  }

  /**
   * Closes `anio` with its book, as `copia` reads it once the year is frozen: each line's JSON, in order, and its
   * warnings. Only a finished year, after the last closed one. The lines are written in batches that share the event
   * loop, each a short transaction (EscrituraPorLotes), none of them read until the last:
   * 1. the year's row is written 'cerrando': from then on its dates are frozen (assertAbierto, 409), and a second close
   *    is refused (409), so the book read next is the one kept;
   * 2. `copia` is read and its lines written, batch after batch, then each module's copy (registrarCopia): a year is read
   *    from its copies only once 'cerrado' (findCierre);
   * 3. a last short transaction marks it 'cerrado' with its warnings: the copy appears with it, all at once.
   * Should a step fail, its lines, the modules' rows and its row go (the year opens again). Should the server stop, the year stays
   * 'cerrando' until the next start opens it, or the next close takes it over.
   */
  async close(companiaId: number, anio: number, usuario: AuthUser, copia: () => Promise<CopiaDelEjercicio>, hoy = new Date()): Promise<{ cierre: CierreEjercicio; lineas: number }> {
    if (anio >= hoy.getUTCFullYear()) throw new BadRequestException(`Solo se puede cerrar un ejercicio terminado: ${anio} está en curso`);
    const clave = `${companiaId}:${anio}`;
    if (this.enCurso.has(clave)) throw seEstaCerrando(anio);
    this.enCurso.add(clave);
    try {
      const cierre = await this.iniciar(companiaId, anio, usuario);
      try {
        const { advertencias, lineas } = await copia();
        const porSentencia = Math.floor(sqlTypesOf(this.dataSource.options.type).maxParameters / 4);
        let numero = 0;
        await this.porLotes(cierre, lineas, async (manager, lote) => {
          const desde = numero;
          numero += lote.length;
          const filas = lote.map((datos, i) => ({ companiaId, anio, numero: desde + i + 1, datos }));
          for (let inicio = 0; inicio < filas.length; inicio += porSentencia) await bulkInsert(manager, CierreEjercicioLinea, filas.slice(inicio, inicio + porSentencia));
        });
        for (const modulo of this.copias) {
          await this.porLotes(cierre, modulo.filas(companiaId, anio, hoy), (manager, lote) => modulo.escribir(manager, companiaId, anio, lote));
        }
        await this.lotes.lote(async (manager) => {
          const { affected } = await manager.update(CierreEjercicio, deCompania(companiaId, { id: cierre.id, estado: 'cerrando' as const }), { estado: 'cerrado', advertencias });
          if (!affected) throw new CierreRetomado(anio);
        });
        return { cierre: Object.assign(cierre, { estado: 'cerrado', advertencias }), lineas: numero };
      } catch (error) {
        await this.deshacer(cierre).catch((fallo: Error) =>
          this.logger.error(`Compañía #${companiaId}: no se pudo deshacer el cierre fallido del ejercicio ${anio} (${fallo.message}); el próximo cierre lo retoma`),
        );
        throw error;
      }
    } finally {
      this.enCurso.delete(clave);
    }
  }

  /** Reopens the last closed year: its copies go, and its dates can change again. */
  async reopen(companiaId: number, anio: number): Promise<CierreEjercicio> {
    const cierre = await this.cierres.findOneBy(deCompania(companiaId, { anio }));
    if (!cierre) throw new NotFoundException(`El ejercicio ${anio} no está cerrado`);
    if (cierre.estado === 'cerrando') throw seEstaCerrando(anio);
    const ultimo = await this.ultimoCerrado(companiaId);
    if (ultimo !== anio) throw new ConflictException(`Reabra primero el ejercicio ${ultimo}: los ejercicios se reabren del último al primero`);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(CierreEjercicioLinea, deCompania(companiaId, { anio }));
      for (const modulo of this.copias) await modulo.borrar(manager, companiaId, anio);
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

  /**
   * The company's latest closed year and the year being closed after it (a row 'cerrando'), each if any. Read before
   * every write of a dated row: its SQL is built once (SqlPorForma) and read as a raw table.
   */
  private async ultimos(companiaId: number, manager?: EntityManager): Promise<{ cerrado: number | null; cerrando: number | null }> {
    const cierres = manager ? manager.getRepository(CierreEjercicio) : this.cierres;
    const consulta = porCompania(cierres.createQueryBuilder('c'), 'c', companiaId).select('c.anio', 'anio').addSelect('c.estado', 'estado').orderBy('c.anio', 'DESC').limit(2);
    const filas = (await rawTable(this.sqlPorForma.sql('últimos', consulta), manager)).rows.map(([anio, estado]) => ({ anio: Number(anio), estado }));
    const cerrado = filas.find((fila) => fila.estado === 'cerrado');
    return { cerrado: cerrado?.anio ?? null, cerrando: filas[0]?.estado === 'cerrando' ? filas[0].anio : null };
  }

  /**
   * Step 1 of close: the year's row, 'cerrando'. A year being closed by a server that stopped (abandonado) is undone
   * first; one being closed is refused, as is a year already closed, or before the last closed one (409).
   */
  private async iniciar(companiaId: number, anio: number, usuario: AuthUser): Promise<CierreEjercicio> {
    const { cerrado, cerrando: anioCerrando } = await this.ultimos(companiaId);
    const cerrando = anioCerrando === null ? null : await this.cierres.findOne({ select: ESTADO_DEL_CIERRE, where: deCompania(companiaId, { anio: anioCerrando }) });
    if (cerrando) {
      if (!this.abandonado(cerrando, `${companiaId}:${anio}`)) throw seEstaCerrando(cerrando.anio);
      await this.deshacer(cerrando);
    }
    if (cerrado !== null && anio <= cerrado) {
      throw new ConflictException(anio === cerrado ? `El ejercicio ${anio} ya está cerrado` : `Los ejercicios se cierran en orden: ${cerrado} ya está cerrado`);
    }
    try {
      // The row that says: the year is frozen, and it is being closed. The advertencias come with the last step.
      return await this.cierres.save(this.cierres.create({ companiaId, anio, estado: 'cerrando', usuarioId: usuario.userId, usuarioNombre: usuario.nombre, advertencias: '{}' }));
    } catch (error) {
      // Another server's close of the year wrote its row first (the unique index); or it closed it meanwhile.
      const otro = await this.cierres.findOne({ select: ESTADO_DEL_CIERRE, where: deCompania(companiaId, { anio }) });
      if (otro) throw otro.estado === 'cerrando' ? seEstaCerrando(anio) : new ConflictException(`El ejercicio ${anio} ya está cerrado`);
      throw error;
    }
  }

  /**
   * Whether a year 'cerrando' was left by a server that stopped: see CIERRE_ABANDONADO_MS. Not one this server is
   * closing (enCurso), but for the close that asks, `propio`, which found it not running here before it started.
   */
  private abandonado(cierre: CierreEjercicio, propio?: string): boolean {
    const clave = `${cierre.companiaId}:${cierre.anio}`;
    if (clave !== propio && this.enCurso.has(clave)) return false;
    return this.dataSource.options.type === 'better-sqlite3' || Date.now() - cierre.updatedAt.getTime() > CIERRE_ABANDONADO_MS;
  }

  /** Step 2 of close `cierre`: `filas` written in batches of `lotes.filas`, each in a short transaction while it is still being closed. */
  private async porLotes<T>(cierre: CierreEjercicio, filas: AsyncIterable<T>, escribir: (manager: EntityManager, lote: T[]) => Promise<void>): Promise<void> {
    const escribirLote = (lote: T[]) =>
      this.lotes.lote(async (manager) => {
        await this.sigueCerrando(manager, cierre);
        await escribir(manager, lote);
      });
    let lote: T[] = [];
    for await (const fila of filas) {
      lote.push(fila);
      if (lote.length < this.lotes.filas) continue;
      await escribirLote(lote);
      lote = [];
    }
    if (lote.length) await escribirLote(lote);
  }

  /** In a batch of close `cierre`: its row is still there, being closed (409 otherwise), and touching it says it goes on (abandonado). */
  private async sigueCerrando(manager: EntityManager, cierre: CierreEjercicio): Promise<void> {
    const { affected } = await manager.update(CierreEjercicio, deCompania(cierre.companiaId, { id: cierre.id, estado: 'cerrando' as const }), { estado: 'cerrando' });
    if (!affected) throw new CierreRetomado(cierre.anio);
  }

  /** A close that did not end, undone: its lines and the modules' rows deleted batch after batch, then its row. Nothing, if another close took it over. */
  private async deshacer(cierre: CierreEjercicio): Promise<void> {
    const { companiaId, anio } = cierre;
    const lineas = async (manager: EntityManager, maximo: number) => {
      const filas = await manager.find(CierreEjercicioLinea, { select: { id: true }, where: deCompania(companiaId, { anio }), take: maximo });
      if (filas.length) await manager.delete(CierreEjercicioLinea, deCompania(companiaId, { id: In(filas.map((fila) => fila.id)) }));
      return filas.length;
    };
    try {
      for (const borrar of [lineas, ...this.copias.map((modulo) => (manager: EntityManager, maximo: number) => modulo.borrar(manager, companiaId, anio, maximo))]) {
        for (let borradas = this.lotes.filas; borradas === this.lotes.filas; ) {
          borradas = await this.lotes.lote(async (manager) => {
            await this.sigueCerrando(manager, cierre);
            return borrar(manager, this.lotes.filas);
          });
        }
      }
    } catch (error) {
      if (error instanceof CierreRetomado) return;
      throw error;
    }
    await this.cierres.delete(deCompania(companiaId, { id: cierre.id, estado: 'cerrando' as const }));
  }
}

const seEstaCerrando = (anio: number) => new ConflictException(`El ejercicio ${anio} se está cerrando: espere a que termine`);

/** A close whose year another close took over (its server had stopped writing for CIERRE_ABANDONADO_MS): it leaves the year to that one. */
class CierreRetomado extends ConflictException {
  constructor(anio: number) {
    super(`El cierre del ejercicio ${anio} se detuvo demasiado tiempo y otro cierre lo retomó`);
  }
}
