import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';
import { ActivoService } from '../activo/activo.service';
import { Llegada } from '../activo/ubicacion/activo-ubicaciones.service';
import { AuthUser } from '../common/auth-user';
import { shareLoop } from '../common/event-loop';
import { formatDia } from '../common/lima-time';
import { deCompania, porCompania } from '../common/tenancy';
import { bulkInsert } from '../database/bulk-insert';
import { sqlTypesOf } from '../database/column-types';
import { EscrituraPorLotes } from '../database/escritura-por-lotes';
import { camposLeidos, claveDeLugar } from '../dominio/inventario';
import { MovimientoDeOperacion, MovimientoService } from '../movimiento/movimiento.service';
import { TrasladarDto } from './dto/trasladar.dto';
import { InventarioActivo } from './inventario-activo.entity';
import { InventarioLectura } from './inventario-lectura.entity';
import { Inventario } from './inventario.entity';
import { InventarioRespuesta, lecturaRespuesta, LecturaRespuesta, ResumenGuardado, textoDeUbicacion, Ubicacion } from './inventario-reglas';
import { inventarioNoAbierto, InventarioService, porCodigo } from './inventario.service';

/**
 * On the server databases, a campaign 'cerrando' whose close wrote nothing for this long was left by a server that
 * stopped: the next close takes it over. Each batch of a close writes its row; reading the reconciliation of 100,000
 * assets before the first one takes seconds. On SQLite the one server knows which closes it runs.
 */
const CIERRE_ABANDONADO_MS = 2 * 60_000;
/**
 * What moving one asset weighs in a batch, in rows of a plain insert (EscrituraPorLotes.partir): it is locked and read
 * with its place, linked to the movement, updated and given a history entry of 22 columns.
 */
const FILAS_POR_ACTIVO_TRASLADADO = 5;
/** Assets a move locks per statement, in id order (the parameters of 65,000 ids took 70 ms to bind). */
const ACTIVOS_POR_BLOQUEO = 1000;

/**
 * The two heavy writes of a campaign, one at a time: the move of the assets read elsewhere (trasladar) and the close.
 * Both write in batches that share the event loop (EscrituraPorLotes; docs/rendimiento.md, "Escrituras pesadas por lotes").
 */
@Injectable()
export class TrasladoYCierreService implements OnApplicationBootstrap {
  private readonly logger = new Logger(TrasladoYCierreService.name);
  /** The campaigns this server is closing or moving the assets of: one such write at a time per campaign. */
  private readonly enCurso = new Map<number, 'cerrando' | 'trasladando'>();

  constructor(
    @InjectRepository(Inventario) private readonly campanas: Repository<Inventario>,
    private readonly inventarios: InventarioService,
    private readonly dataSource: DataSource,
    private readonly activos: ActivoService,
    private readonly movimientos: MovimientoService,
    private readonly lotes: EscrituraPorLotes,
  ) {}

  /**
   * A campaign left 'cerrando' by a server that stopped in the middle of its close goes back to open, without the books
   * the close had written: it never closed. On SQLite every such campaign (its one server is this one, starting); on the
   * server databases, those whose close wrote nothing for CIERRE_ABANDONADO_MS (another replica may be closing the rest).
   * A later one is taken over by the next close (iniciarCierre).
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const inventario of await this.campanas.find({ where: { estado: 'cerrando' } })) {
        if (!this.abandonado(inventario)) continue;
        const cierreId = await this.tomarCierre(inventario);
        if (!cierreId) continue;
        await this.deshacerCierre(inventario, cierreId);
        this.logger.warn(`Inventario #${inventario.id}: su cierre quedó a medias al detenerse el servidor; vuelve a estar abierto`);
      }
    } catch (error) {
      this.logger.error(`No se pudieron reabrir los inventarios con el cierre a medias: ${(error as Error).message}`);
    }
  }

  /**
   * Moves the assets read elsewhere (all of them, or those of `activoIds`) to where they were read: one movement per
   * place of arrival, made by MovimientoService, each asset with its location-history entry. Only the fields the
   * reading brought change. Disposed assets are not moved. Written in batches that share the event loop
   * (EscrituraPorLotes.unidad): one transaction on the server databases, which holds the campaign's row so a close
   * waits for it; on SQLite each batch (up to a hundred assets of one movement: their links, their new place and their
   * history; FILAS_POR_ACTIVO_TRASLADADO) is a short transaction of its own, so each asset is moved whole or not at all. Should a batch fail
   * there, the assets of the batches before stay moved, each movement listing exactly those it moved, and the others
   * are still read elsewhere: moving again moves them. A close and a second move wait for it to end (409 meanwhile).
   */
  async trasladar(user: AuthUser, companiaId: number, id: number, dto: TrasladarDto): Promise<{ trasladados: number; movimientoIds: number[] }> {
    const inventario = await this.inventarios.findEntity(companiaId, id);
    const que = 'no admite traslados';
    if (inventario.estado !== 'abierto') throw inventarioNoAbierto(inventario, que);
    const ocupado = this.enCurso.get(id);
    if (ocupado === 'cerrando') throw inventarioNoAbierto({ ...inventario, estado: ocupado }, que);
    if (ocupado) throw new ConflictException(`El inventario «${inventario.nombre}» ya está trasladando sus activos: espere a que termine`);
    this.enCurso.set(id, 'trasladando');
    try {
      return await this.lotes.unidad(async ({ manager, unaTransaccion, lote }) => {
        // The server databases hold the campaign's row for the whole move, and a refused move rolls the hold back. On
        // SQLite the one process already guards it (enCurso), and a hold committed as a batch of its own would outlive a
        // move refused right after it.
        if (unaTransaccion) await lote((escritura) => this.inventarios.holdAbierto(escritura, inventario, que));
        const pedidos = dto.activoIds && new Set(dto.activoIds);
        // The readings of assets (those of `activoIds`), taken as they are read: 100,000 of them are not gone over again in one piece.
        const filas: InventarioLectura[] = [];
        const ids: number[] = [];
        for await (const fila of this.inventarios.lecturasEnOrden(inventario, manager)) {
          if (fila.activoId === null || (pedidos && !pedidos.has(fila.activoId))) continue;
          filas.push(fila);
          ids.push(fila.activoId);
        }
        // One transaction: every asset locked, in id order, before the books say which are disposed of; a page at a time
        // (the parameters of 65,000 ids took 70 ms to bind). Each batch's movement locks and reads its own again (on
        // SQLite, where a batch is a transaction of its own, only that).
        if (unaTransaccion) {
          const ordenados = [...new Set(ids)].sort((a, b) => a - b);
          for (let inicio = 0; inicio < ordenados.length; inicio += ACTIVOS_POR_BLOQUEO) {
            await shareLoop();
            await this.activos.lock(manager, companiaId, ordenados.slice(inicio, inicio + ACTIVOS_POR_BLOQUEO));
          }
        }
        const libros = await this.inventarios.librosDe(inventario, manager).de(ids);
        const lecturas: LecturaRespuesta[] = [];
        for (const fila of filas) {
          await shareLoop();
          lecturas.push(lecturaRespuesta(fila, libros.get(fila.activoId!) ?? null));
        }
        if (pedidos) this.assertTrasladables(lecturas, dto.activoIds!);
        const porLugar = new Map<string, LecturaRespuesta[]>();
        for (const lectura of lecturas.filter((l) => l.resultado === 'otra_ubicacion').sort(porCodigo)) {
          await shareLoop();
          const clave = claveDeLugar(lectura.ubicacion);
          const grupo = porLugar.get(clave);
          if (grupo) grupo.push(lectura);
          else porLugar.set(clave, [lectura]);
        }
        const movimientoIds: number[] = [];
        for (const grupo of porLugar.values()) {
          const lugar = textoDeUbicacion(grupo[0].ubicacion);
          const traslado = {
            destinatario: `Inventario «${inventario.nombre}»`.slice(0, 100),
            detalle: `Traslado a la ubicación donde se encontraron los activos en el inventario «${inventario.nombre}» (corte ${formatDia(inventario.fechaCorte)})`.slice(0, 500),
            puntoDeLlegada: lugar.slice(0, 255),
            llegada: llegadaDe(grupo[0].ubicacion),
            motivo: `ubicación encontrada en el inventario «${inventario.nombre}»`.slice(0, 200),
          };
          let movimiento: MovimientoDeOperacion | undefined;
          for (const activoIds of this.lotes.partir(grupo.map((lectura) => lectura.activoId!), FILAS_POR_ACTIVO_TRASLADADO)) {
            movimiento = await lote((escritura) => this.movimientos.createTraslado(escritura, user, companiaId, { ...traslado, activoIds }, movimiento));
          }
          movimientoIds.push(movimiento!.id);
        }
        return { trasladados: [...porLugar.values()].reduce((suma, grupo) => suma + grupo.length, 0), movimientoIds };
      });
    } finally {
      this.enCurso.delete(id);
    }
  }

  /**
   * Closes the campaign: no more readings nor moves, and its reconciliation is frozen with the books it met
   * (inventario_activo: each asset of its scope and each read outside it, where it stood, in scope or not, disposed of
   * or not) and its figures. Its books are written in batches sharing the event loop, each a short transaction
   * (EscrituraPorLotes), none of them read until the last:
   * 1. A short transaction marks it 'cerrando' with this close's id (cierreId): from then on readings, moves and another
   *    close are refused (409), so the reconciliation read next is the one kept. On the server databases it waits for the
   *    readings and moves under way (holdAbierto locks the row).
   * 2. The reconciliation is read, sharing the event loop; its books are written batch after batch. A campaign that is
   *    not 'cerrado' is reconciled against the live books, never against these rows.
   * 3. A last short transaction marks it 'cerrado' with its figures: the books kept appear with it, all at once.
   * Should a step fail, its rows go and it opens again (deshacerCierre). Should the server stop, the campaign stays
   * 'cerrando' until the next start reopens it, or the next close takes it over (iniciarCierre).
   */
  async close(user: AuthUser, companiaId: number, id: number): Promise<InventarioRespuesta> {
    const inventario = await this.inventarios.findEntity(companiaId, id);
    const cierreId = await this.iniciarCierre(inventario);
    try {
      const { conciliacion, activos } = await this.inventarios.conciliar({ ...inventario, estado: 'cerrando' });
      const porSentencia = Math.floor(sqlTypesOf(this.dataSource.options.type).maxParameters / this.dataSource.getMetadata(InventarioActivo).columns.length);
      for (const lote of this.lotes.partir(activos)) {
        await this.lotes.lote(async (manager) => {
          await this.sigueCerrando(manager, inventario, cierreId);
          const filas = lote.map(({ id: activoId, codigo, descripcion, ubicacion, enAlcance, dadoDeBaja }) => ({
            companiaId,
            inventarioId: id,
            activoId,
            codigo,
            descripcion,
            ...ubicacion,
            enAlcance,
            dadoDeBaja,
          }));
          for (let inicio = 0; inicio < filas.length; inicio += porSentencia) await bulkInsert(manager, InventarioActivo, filas.slice(inicio, inicio + porSentencia));
        });
      }
      const { resumen } = conciliacion;
      const guardado: ResumenGuardado = { ...resumen, leidos: resumen.esperados - resumen.faltantes };
      await this.lotes.lote(async (manager) => {
        const cerrado = { estado: 'cerrado' as const, cierreId: null, cerradoEl: new Date(), cerradoPorId: user.userId, cerradoPor: user.nombre, resumen: JSON.stringify(guardado) };
        const { affected } = await manager.update(Inventario, deCompania(companiaId, { id, estado: 'cerrando', cierreId }), cerrado);
        if (!affected) throw cierreRetomado(inventario);
      });
    } catch (error) {
      await this.deshacerCierre(inventario, cierreId).catch((fallo: Error) =>
        this.logger.error(`Inventario #${id}: no se pudo deshacer su cierre fallido (${fallo.message}); el próximo cierre lo retoma`),
      );
      throw error;
    } finally {
      this.enCurso.delete(id);
    }
    return this.inventarios.findVisible(companiaId, id);
  }

  /**
   * Step 1 of close: marks the campaign 'cerrando' with a new close's id, answered; or takes over a close left by a
   * server that stopped (abandonado), its rows deleted first. 409 when it is closed, being closed, or moving its assets.
   * On success the campaign is this server's (enCurso) until close ends.
   */
  private async iniciarCierre(inventario: Inventario): Promise<string> {
    const { companiaId, id, nombre } = inventario;
    if (inventario.estado === 'cerrado') throw yaCerrado(inventario);
    const ocupado = this.enCurso.get(id);
    if (ocupado === 'trasladando') throw new ConflictException(`El inventario «${nombre}» está trasladando sus activos: ciérrelo cuando termine`);
    if (ocupado) throw seEstaCerrando(inventario);
    this.enCurso.set(id, 'cerrando');
    try {
      const cierreId = randomUUID();
      const { affected } = await this.campanas.update(deCompania(companiaId, { id, estado: 'abierto' as const }), { estado: 'cerrando', cierreId });
      if (affected) return cierreId;
      const actual = await this.inventarios.findEntity(companiaId, id);
      if (actual.estado === 'cerrado') throw yaCerrado(actual);
      const tomado = this.abandonado(actual) && (await this.tomarCierre(actual));
      if (!tomado) throw seEstaCerrando(actual);
      await this.borrarLibros(actual, tomado);
      return tomado;
    } catch (error) {
      this.enCurso.delete(id);
      throw error;
    }
  }

  /** Whether a campaign 'cerrando' that this server is not closing (enCurso) was left by a server that stopped: see CIERRE_ABANDONADO_MS. */
  private abandonado(inventario: Inventario): boolean {
    return this.dataSource.options.type === 'better-sqlite3' || Date.now() - inventario.updatedAt.getTime() > CIERRE_ABANDONADO_MS;
  }

  /** A close under way, `inventario.cierreId`, becomes a new one (answered), unless another took it first (null). */
  private async tomarCierre(inventario: Inventario): Promise<string | null> {
    const cierreId = randomUUID();
    const { companiaId, id } = inventario;
    const { affected } = await this.campanas.update(deCompania(companiaId, { id, estado: 'cerrando' as const, cierreId: inventario.cierreId ?? IsNull() }), { cierreId });
    return affected ? cierreId : null;
  }

  /** In a batch of close `cierreId`: the campaign is still its own (409 otherwise), and the touch of its row says it goes on (abandonado). */
  private async sigueCerrando(manager: EntityManager, inventario: Inventario, cierreId: string): Promise<void> {
    const { affected } = await manager.update(Inventario, deCompania(inventario.companiaId, { id: inventario.id, estado: 'cerrando', cierreId }), { cierreId });
    if (!affected) throw cierreRetomado(inventario);
  }

  /** The books close `cierreId` wrote, deleted batch after batch. */
  private async borrarLibros(inventario: Inventario, cierreId: string): Promise<void> {
    const { companiaId, id } = inventario;
    for (let borradas = this.lotes.filas; borradas === this.lotes.filas; ) {
      borradas = await this.lotes.lote(async (manager) => {
        await this.sigueCerrando(manager, inventario, cierreId);
        const filas = await porCompania(manager.createQueryBuilder(InventarioActivo, 'f'), 'f', companiaId)
          .select('f.id', 'id')
          .andWhere('f.inventarioId = :id', { id })
          .limit(this.lotes.filas)
          .getRawMany<{ id: number | string }>();
        if (filas.length) await manager.delete(InventarioActivo, deCompania(companiaId, { id: In(filas.map((fila) => Number(fila.id))) }));
        return filas.length;
      });
    }
  }

  /** A close that did not end, undone: its books deleted, the campaign open again. Nothing, if another close took it over. */
  private async deshacerCierre(inventario: Inventario, cierreId: string): Promise<void> {
    const { companiaId, id } = inventario;
    try {
      await this.borrarLibros(inventario, cierreId);
    } catch (error) {
      if (error instanceof CierreRetomado) return;
      throw error;
    }
    await this.campanas.update(deCompania(companiaId, { id, estado: 'cerrando' as const, cierreId }), { estado: 'abierto', cierreId: null });
  }

  /** Every listed asset must be one read elsewhere in this campaign; a disposed one is a 409, as a movement says it. */
  private assertTrasladables(lecturas: LecturaRespuesta[], activoIds: number[]): void {
    const dadosDeBaja = lecturas.filter((l) => l.resultado === 'dado_de_baja').map((l) => l.codigo);
    if (dadosDeBaja.length) throw new ConflictException(`Los activos dados de baja no se trasladan: ${dadosDeBaja.join(', ')}`);
    const enOtraUbicacion = new Set(lecturas.filter((l) => l.resultado === 'otra_ubicacion').map((l) => l.activoId));
    const otros = activoIds.filter((activoId) => !enOtraUbicacion.has(activoId));
    if (otros.length) {
      const codigos = new Map(lecturas.map((l) => [l.activoId, l.codigo]));
      throw new BadRequestException(`Solo se trasladan los activos leídos en otra ubicación en este inventario; no lo están: ${otros.map((o) => codigos.get(o) ?? `#${o}`).join(', ')}`);
    }
  }
}

const yaCerrado = (inventario: Pick<Inventario, 'nombre'>) => new ConflictException(`El inventario «${inventario.nombre}» ya está cerrado`);

const seEstaCerrando = (inventario: Pick<Inventario, 'nombre'>) => new ConflictException(`El inventario «${inventario.nombre}» se está cerrando: espere a que termine`);

/** A close whose campaign another close took over (its server had stopped writing for CIERRE_ABANDONADO_MS): it leaves the campaign to that one. */
class CierreRetomado extends ConflictException {
  constructor(inventario: Pick<Inventario, 'nombre'>) {
    super(`El cierre del inventario «${inventario.nombre}» se detuvo demasiado tiempo y otro cierre lo retomó`);
  }
}
const cierreRetomado = (inventario: Pick<Inventario, 'nombre'>) => new CierreRetomado(inventario);

/** Where a move takes the assets read at `ubicacion`: the fields the reading brought. */
function llegadaDe(ubicacion: Ubicacion): Llegada {
  const llegada: Llegada = {};
  for (const campo of camposLeidos(ubicacion)) Object.assign(llegada, { [campo]: typeof ubicacion[campo] === 'string' ? (ubicacion[campo] as string).trim() : ubicacion[campo] });
  return llegada;
}
