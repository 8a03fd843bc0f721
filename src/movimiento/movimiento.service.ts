import { setImmediate as turnoDelBucle } from 'node:timers/promises';
import { BadRequestException, ConflictException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ActivoResumen, ActivoService } from '../activo/activo.service';
import { ActivoUbicacionesService, Llegada } from '../activo/ubicacion/activo-ubicaciones.service';
import { ReferenciasDeActivo } from '../activo/referencias-de-activo';
import { withOldValues } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { shareLoop } from '../common/event-loop';
import { applyListQuery, ListQuery } from '../common/list-query';
import { bulkInsert, insertOne } from '../database/bulk-insert';
import { sqlTypesOf } from '../database/column-types';
import { groupedIds } from '../database/grouped-ids';
import { Direccion, direccionTexto } from '../direccion/direccion.entity';
import { DireccionService } from '../direccion/direccion.service';
import { MovimientoDto, MovimientoGeneracionDto } from './dto/movimiento.dto';
import { GuiaMovimiento } from './guia-movimiento.entity';
import { MovimientoActivo } from './movimiento-activo.entity';
import { Movimiento } from './movimiento.entity';
import { Cabecera, cabeceraDe, faltantesGeneracion, GuiaEntrada, guiaDe, guiaVacia, idsUnicos } from './movimiento-reglas';
import { enOrden } from '../common/en-orden';
import { deCompania, porCompania } from '../common/tenancy';

const EXPORT_BATCH = 500;
/**
 * Asset links answered per batch when movements are answered with their assets: a page of 500
 * movements may carry 250,000, and on the synchronous SQLite driver reading their assets (or one
 * JSON.stringify) for all of them at once would hold the event loop for hundreds of ms.
 */
const ENLACES_POR_LOTE = 10_000;
/**
 * Movements whose asset ids and guides are read together. On SQLite every query runs on the event
 * loop: the ids of 100 movements of 500 assets take about 5 ms, those of a page of 500 took 25 ms
 * (twice that with the machine busy). On PostgreSQL the next ones are read while these are written.
 */
const MOVIMIENTOS_POR_LECTURA = 100;
const DESCRIPCION_GUIA_MAX = 1000;
/** Asset links a movement of another module's operation inserts at a time, with a turn of the event loop between them. */
const ENLACES_POR_ESCRITURA = 1000;

export type GuiaRespuesta = Omit<GuiaMovimiento, 'movimiento' | 'activo'>;

/** An asset a movement moves, as its answer lists it. */
export interface ActivoMovido {
  activoId: number;
  activo: ActivoResumen;
}

/** A movement as every answer shows it. */
export type MovimientoRespuesta = Omit<Movimiento, 'busqueda' | 'movimientoActivos' | 'guiaMovimientos'> & {
  activoIds: number[];
  movimientoActivos: ActivoMovido[];
  guiaMovimientos: GuiaRespuesta[];
  /** The first guide, as the spec's modal reads it; null without guides. */
  guiaMovimiento: GuiaRespuesta | null;
};

/** An asset of a movement as GET /api/Movimiento/{id}/activos lists it (nombre is its descripcion). */
export type ActivoDelMovimiento = ActivoResumen & { nombre: string };

/** A movement another module's operation makes (an inventory's reconciliation): its header and the assets it takes to `llegada`. */
export interface TrasladoDeOperacion {
  destinatario: string;
  detalle: string;
  /** The arrival place in words, for the movement's header; the assets take `llegada`. */
  puntoDeLlegada: string;
  llegada: Llegada;
  /** Why the assets moved, as their location history says it after the movement's number. */
  motivo: string;
  activoIds: number[];
}

/** A movement of another module's operation, as createTraslado answers it: the next batches of its assets go to it. */
export interface MovimientoDeOperacion {
  id: number;
  fecha: Date;
}

/** A movement with its asset ids, in the order they were added, and its guides. */
interface ConEnlaces {
  movimiento: Movimiento;
  activoIds: number[];
  guias: GuiaMovimiento[];
}

/** What a save writes, whichever body it came from. */
/**
 * Why another module's document fixes movement `movimientoId` (the electronic guide SUNAT took names its assets and
 * points), for a change of those (`modificar`) or a deletion; null when it does not.
 */
export type BloqueoDeMovimiento = (companiaId: number, movimientoId: number, accion: 'modificar' | 'eliminar') => Promise<string | null>;

interface Entrada {
  cabecera: Cabecera;
  activoIds: number[];
  /** Replace the guides with these; undefined keeps them. */
  guias?: GuiaEntrada[];
}

@Injectable()
export class MovimientoService implements OnModuleInit {
  /** Registered on init by the modules whose documents fix a movement (the guide module imports this one). */
  private readonly bloqueos: BloqueoDeMovimiento[] = [];

  constructor(
    @InjectRepository(Movimiento) private readonly movimientos: Repository<Movimiento>,
    @InjectRepository(GuiaMovimiento) private readonly guias: Repository<GuiaMovimiento>,
    @InjectRepository(MovimientoActivo) private readonly enlaces: Repository<MovimientoActivo>,
    private readonly dataSource: DataSource,
    private readonly activos: ActivoService,
    private readonly ubicaciones: ActivoUbicacionesService,
    private readonly referencias: ReferenciasDeActivo,
    private readonly direcciones: DireccionService,
  ) {}

  /** A moved asset keeps its history: it is disposed of, never deleted; an address a movement names stays too. */
  onModuleInit(): void {
    this.referencias.registrar('movimientos', (companiaId, activoId) => this.enlaces.existsBy(deCompania(companiaId, { activoId })));
    this.direcciones.registrarUso(async (companiaId, direccionId) => {
      const usos = await this.movimientos.count({ where: [deCompania(companiaId, { partidaDireccionId: direccionId }), deCompania(companiaId, { llegadaDireccionId: direccionId })] });
      return usos ? `No se puede eliminar la dirección: es punto de partida o de llegada de ${usos} movimiento(s)` : null;
    });
  }

  registrarBloqueo(bloqueo: BloqueoDeMovimiento): void {
    this.bloqueos.push(bloqueo);
  }

  private async assertSinBloqueo(companiaId: number, id: number, accion: 'modificar' | 'eliminar'): Promise<void> {
    for (const bloqueo of this.bloqueos) {
      const motivo = await bloqueo(companiaId, id, accion);
      if (motivo) throw new ConflictException(motivo);
    }
  }

  /** One page of the company's movements, headers only: conDetalleEnLotes() adds their assets and guides. */
  list(companiaId: number, list: ListQuery): Promise<[Movimiento[], number]> {
    const qb = porCompania(this.movimientos.createQueryBuilder('m'), 'm', companiaId);
    return applyListQuery(qb, list).getManyAndCount();
  }

  async findVisible(companiaId: number, id: number): Promise<MovimientoRespuesta> {
    // Its links are read beside the movement (they need only its id), and dropped if it is not the company's.
    const [movimiento, enlaces] = await enOrden([this.movimientos.findOneBy(deCompania(companiaId, { id })), this.enlacesDe([id])]);
    if (!movimiento) throw new NotFoundException('Movimiento no encontrado');
    return (await this.conDetalle(companiaId, enlaces([movimiento])))[0];
  }

  /**
   * The movements with their assets and guides, in order, in batches of about ENLACES_POR_LOTE
   * asset links. Asset ids and guides are read MOVIMIENTOS_POR_LECTURA movements at a time; each
   * batch reads the assets not read yet, so each asset is read once, and answered as one shared
   * object, whatever the number of movements that carry it.
   */
  async *conDetalleEnLotes(companiaId: number, movimientos: Movimiento[]): AsyncGenerator<MovimientoRespuesta[]> {
    const activos = new Map<number, ActivoMovido>();
    // One read after another, ahead of the writing: on PostgreSQL the database works while the answer is written.
    let anterior: Promise<unknown> = Promise.resolve();
    const lecturas = Array.from({ length: Math.ceil(movimientos.length / MOVIMIENTOS_POR_LECTURA) }, (_, i) => {
      const lectura = anterior.then(() => this.conEnlaces(movimientos.slice(i * MOVIMIENTOS_POR_LECTURA, (i + 1) * MOVIMIENTOS_POR_LECTURA)));
      // Awaited below in its turn; until then, or for good if the client leaves first, its failure must not go unhandled.
      lectura.catch(() => undefined);
      return (anterior = lectura);
    });
    for (const lectura of lecturas) {
      for (const lote of lotesDeEnlaces(await lectura)) {
        await turnoDelBucle();
        yield await this.conDetalle(companiaId, lote, activos);
      }
    }
  }

  async activosOf(companiaId: number, id: number): Promise<ActivoDelMovimiento[]> {
    const { movimientoActivos } = await this.findVisible(companiaId, id);
    return movimientoActivos.map(({ activo }) => ({ ...activo, nombre: activo.descripcion }));
  }

  /** The movement modal's save (POST). */
  create(user: AuthUser, companiaId: number, dto: MovimientoDto): Promise<MovimientoRespuesta> {
    return this.guardar(user, companiaId, entradaDelModal(dto));
  }

  /** The movement modal's save (PUT): header and assets are replaced; guides only when the body has them. */
  update(user: AuthUser, companiaId: number, id: number, dto: MovimientoDto): Promise<MovimientoRespuesta> {
    return withOldValues(async (noteOld) => {
      const anterior = await this.findVisible(companiaId, id);
      const entrada = entradaDelModal(dto);
      noteOld(anterior);
      return this.guardar(user, companiaId, entrada, anterior);
    });
  }

  /** The generation page's save: creates, or with id > 0 replaces that movement with its assets and guides. */
  insupd(user: AuthUser, companiaId: number, dto: MovimientoGeneracionDto): Promise<{ ok: true } & MovimientoRespuesta> {
    return withOldValues(async (noteOld) => {
      const faltan = faltantesGeneracion(dto);
      if (faltan.length) throw new BadRequestException(faltan);
      const anterior = dto.id ? await this.findVisible(companiaId, dto.id) : undefined;
      if (anterior) noteOld(anterior);
      const entrada = { cabecera: cabeceraDe(dto), activoIds: idsUnicos(dto.activos, dto.activoIds), guias: dto.guiaMovimientos!.map(guiaDe) };
      return { ok: true, ...(await this.guardar(user, companiaId, entrada, anterior)) };
    });
  }

  /**
   * Registers the movement of another module's operation in its transaction (`manager`): the movement, its assets
   * (in chunks under the bound-parameter cap, however many) and their move to `llegada` with its location history.
   * Given `movimiento` (what an earlier call answered), adds these assets to it instead, with its date: an operation that
   * moves thousands writes its movement in batches, each in a short transaction (EscrituraPorLotes). Answers the movement.
   */
  async createTraslado(manager: EntityManager, user: AuthUser, companiaId: number, traslado: TrasladoDeOperacion, movimiento?: MovimientoDeOperacion): Promise<MovimientoDeOperacion> {
    const { destinatario, detalle, puntoDeLlegada, llegada, motivo, activoIds } = traslado;
    // Before the rows that name them, as a movement of the modal does.
    await this.activos.lock(manager, companiaId, activoIds);
    if (!movimiento) {
      const fecha = new Date();
      const id = await insertOne(manager, Movimiento, { companiaId, fecha, destinatario, detalle, puntoDeLlegada, llegadaDireccionId: llegada?.direccionId ?? null });
      movimiento = { id, fecha };
    }
    const { id, fecha } = movimiento;
    const porLote = Math.min(Math.floor(sqlTypesOf(manager.connection.options.type).maxParameters / 3), ENLACES_POR_ESCRITURA);
    for (let inicio = 0; inicio < activoIds.length; inicio += porLote) {
      // shareLoop, not a bare turn of the loop: on SQLite it never pauses inside this transaction (holdLoopWhile).
      if (inicio) await shareLoop();
      await bulkInsert(manager, MovimientoActivo, activoIds.slice(inicio, inicio + porLote).map((activoId) => ({ companiaId, movimientoId: id, activoId })));
    }
    await this.ubicaciones.moveTo(manager, companiaId, activoIds, { usuario: user, fecha, motivo: `Movimiento #${id}: ${motivo}`, puntoDePartida: null, puntoDeLlegada, llegada, observaciones: detalle });
    return movimiento;
  }

  /** Assets and guides go with the movement; the location history of its assets stays. */
  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.findVisible(companiaId, id));
      await this.assertSinBloqueo(companiaId, id, 'eliminar');
      await this.movimientos.delete(deCompania(companiaId, { id }));
    });
  }

  /** Every movement of the company, newest first, read in batches so memory stays flat however many there are. */
  async *exportRows(companiaId: number): AsyncGenerator<MovimientoRespuesta> {
    let ultimo: number | undefined;
    for (;;) {
      const qb = porCompania(this.movimientos.createQueryBuilder('m'), 'm', companiaId);
      if (ultimo !== undefined) {
        // Keyset on (fecha, id) against the stored values of the batch's last row: no date parameter to round.
        const fecha = '(SELECT p.fecha FROM movimiento p WHERE p.id = :ultimo)';
        qb.andWhere(`(m.fecha < ${fecha} OR (m.fecha = ${fecha} AND m.id < :ultimo))`, { ultimo });
      }
      const batch = await qb.orderBy('m.fecha', 'DESC').addOrderBy('m.id', 'DESC').limit(EXPORT_BATCH).getMany();
      for await (const lote of this.conDetalleEnLotes(companiaId, batch)) yield* lote;
      if (batch.length < EXPORT_BATCH) return;
      ultimo = batch[batch.length - 1].id;
    }
  }

  /**
   * Creates a movement, or updates `anterior`, with its assets and guides in one
   * transaction. Each asset it newly moves (all of them when the arrival point changes) goes to puntoDeLlegada and gets a location-history
   * entry in the same transaction: the movement is a real transfer.
   */
  private async guardar(user: AuthUser, companiaId: number, entrada: Entrada, anterior?: MovimientoRespuesta): Promise<MovimientoRespuesta> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.assertActivos(manager, companiaId, entrada);
      const { cabecera, llegada } = await this.conPuntos(manager, companiaId, entrada.cabecera);
      if (anterior && (otrosActivos(anterior.activoIds, entrada.activoIds) || otrosPuntos(anterior, cabecera))) await this.assertSinBloqueo(companiaId, anterior.id, 'modificar');
      const fecha = cabecera.fecha ?? anterior?.fecha ?? new Date();
      const fila = { ...cabecera, fecha, companiaId };
      const id = anterior ? (await manager.save(manager.create(Movimiento, { ...fila, id: anterior.id }))).id : await insertOne(manager, Movimiento, fila);

      const previos = new Set(anterior?.activoIds);
      const nuevos = entrada.activoIds.filter((activoId) => !previos.has(activoId));
      const quitados = [...previos].filter((activoId) => !entrada.activoIds.includes(activoId));
      if (quitados.length) await manager.delete(MovimientoActivo, { movimientoId: id, activoId: In(quitados) });
      if (nuevos.length) await manager.insert(MovimientoActivo, nuevos.map((activoId) => ({ companiaId, movimientoId: id, activoId })));
      if (entrada.guias) await this.reemplazarGuias(manager, companiaId, id, entrada);

      // A new arrival point (another address or another text) moves every asset of the movement there; otherwise only those it newly lists.
      const otraLlegada =
        anterior !== undefined && ((cabecera.puntoDeLlegada ?? '') !== (anterior.puntoDeLlegada ?? '') || cabecera.llegadaDireccionId !== anterior.llegadaDireccionId);
      await this.ubicaciones.moveTo(manager, companiaId, otraLlegada ? entrada.activoIds : nuevos, {
        usuario: user,
        fecha,
        motivo: `Movimiento #${id}: traslado a ${cabecera.destinatario}`,
        puntoDePartida: cabecera.puntoDePartida,
        puntoDeLlegada: cabecera.puntoDeLlegada,
        llegadaDireccion: llegada,
        observaciones: cabecera.detalle,
      });
      return id;
    });
    return this.findVisible(companiaId, id);
  }

  /**
   * The registered addresses of the two points: the id a picker sent (400 when it is not the company's), or the one the
   * typed text names (findByText); an empty point's text is its address's. `llegada` is where the assets go, if anywhere.
   */
  private async conPuntos(manager: EntityManager, companiaId: number, cabecera: Cabecera): Promise<{ cabecera: Cabecera; llegada: Direccion | null }> {
    const direccionDe = async (id: number | null, texto: string | null, punto: string) => {
      if (id === null) return texto?.trim() ? this.direcciones.findByText(companiaId, texto, manager) : null;
      const direccion = await this.direcciones.findInCompania(companiaId, id, manager);
      if (!direccion) throw new BadRequestException([`La dirección de ${punto} no existe en su compañía`]);
      return direccion;
    };
    const [partida, llegada] = await enOrden([
      direccionDe(cabecera.partidaDireccionId, cabecera.puntoDePartida, 'partida'),
      direccionDe(cabecera.llegadaDireccionId, cabecera.puntoDeLlegada, 'llegada'),
    ]);
    return {
      cabecera: {
        ...cabecera,
        partidaDireccionId: partida?.id ?? null,
        puntoDePartida: cabecera.puntoDePartida ?? (partida && direccionTexto(partida)),
        llegadaDireccionId: llegada?.id ?? null,
        puntoDeLlegada: cabecera.puntoDeLlegada ?? (llegada && direccionTexto(llegada)),
      },
      llegada,
    };
  }

  /**
   * Every asset the body names, moved or in a guide, must be the company's. Locked (ActivoService.lock) before the
   * movement writes rows that name them: a disposal at the same moment waits, or is read and refused by the move.
   */
  private async assertActivos(manager: EntityManager, companiaId: number, entrada: Entrada): Promise<void> {
    const nombrados = idsUnicos(entrada.activoIds, entrada.guias?.map((g) => g.activoId));
    const existentes = await this.activos.lock(manager, companiaId, nombrados);
    const faltan = nombrados.filter((id) => !existentes.has(id));
    if (faltan.length) throw new BadRequestException([`Los activos indicados no existen en su compañía: ${faltan.join(', ')}`]);
  }

  /** Empty codigo and descripcion come from the guide's asset, or (descripcion) from every asset of the movement. */
  private async reemplazarGuias(manager: EntityManager, companiaId: number, movimientoId: number, entrada: Entrada): Promise<void> {
    await manager.delete(GuiaMovimiento, { movimientoId });
    if (!entrada.guias?.length) return;
    const resumen = new Map((await this.activos.summary(companiaId, idsUnicos(entrada.activoIds, entrada.guias.map((g) => g.activoId)), manager)).map((a) => [a.id, a]));
    const todas = entrada.activoIds.map((id) => resumen.get(id)?.descripcion).join(', ').slice(0, DESCRIPCION_GUIA_MAX);
    const filas = entrada.guias.map((guia) => {
      const activo = guia.activoId ? resumen.get(guia.activoId) : undefined;
      return {
        ...guia,
        companiaId,
        movimientoId,
        codigo: guia.codigo ?? activo?.codigo ?? null,
        descripcion: guia.descripcion ?? activo?.descripcion ?? todas,
        unidad: guia.unidad ?? 'UND',
        cantidad: guia.cantidad ?? 1,
      };
    });
    await manager.insert(GuiaMovimiento, filas);
  }

  /**
   * The movements with what they carry, read for all of them at once: their asset ids, aggregated by
   * the database in the order they were added, and their guides.
   */
  private async conEnlaces(movimientos: Movimiento[]): Promise<ConEnlaces[]> {
    return (await this.enlacesDe(movimientos.map((m) => m.id)))(movimientos);
  }

  /** The assets and guides of the movements `ids`, read together, and what puts them beside each movement. */
  private async enlacesDe(ids: number[]): Promise<(movimientos: Movimiento[]) => ConEnlaces[]> {
    // On SQLite every query runs on the event loop: other requests get their turn before each read (and each batch's),
    // the second a turn after the first. On the server databases both are under way at once.
    const [activoIds, guias] = await Promise.all([
      turnoDelBucle().then(() => groupedIds(this.dataSource.manager, MovimientoActivo, { group: 'movimientoId', value: 'activoId', order: 'id' }, ids)),
      turnoDelBucle()
        .then(() => turnoDelBucle())
        .then(() => this.guias.find({ where: { movimientoId: In(ids) }, order: { id: 'ASC' } })),
    ]);
    const guiasDe = porMovimiento(guias);
    return (movimientos) => movimientos.map((movimiento) => ({ movimiento, activoIds: activoIds.get(movimiento.id) ?? [], guias: guiasDe.get(movimiento.id) ?? [] }));
  }

  /** The movements as answered; the assets missing from `activos` are read by id and kept there for the next batch. */
  private async conDetalle(companiaId: number, lote: ConEnlaces[], activos = new Map<number, ActivoMovido>()): Promise<MovimientoRespuesta[]> {
    const nuevos = new Set<number>();
    for (const { activoIds } of lote) for (const id of activoIds) if (!activos.has(id)) nuevos.add(id);
    for (const activo of await this.activos.summary(companiaId, [...nuevos])) activos.set(activo.id, { activoId: activo.id, activo });
    return lote.map(({ movimiento: { busqueda: _b, movimientoActivos: _ma, guiaMovimientos: _g, ...campos }, activoIds, guias }) => ({
      ...campos,
      activoIds,
      movimientoActivos: activoIds.map((activoId) => activos.get(activoId)!),
      guiaMovimientos: guias,
      guiaMovimiento: guias[0] ?? null,
    }));
  }
}

/** The movements in runs of about ENLACES_POR_LOTE asset links; a movement is never split. */
function* lotesDeEnlaces(movimientos: ConEnlaces[]): Generator<ConEnlaces[]> {
  let lote: ConEnlaces[] = [];
  let enlaces = 0;
  for (const movimiento of movimientos) {
    if (lote.length && enlaces + movimiento.activoIds.length > ENLACES_POR_LOTE) {
      yield lote;
      [lote, enlaces] = [[], 0];
    }
    lote.push(movimiento);
    enlaces += movimiento.activoIds.length;
  }
  yield lote;
}

function porMovimiento<T extends { movimientoId: number }>(filas: T[]): Map<number, T[]> {
  const grupos = new Map<number, T[]>();
  for (const fila of filas) {
    const grupo = grupos.get(fila.movimientoId);
    if (grupo) grupo.push(fila);
    else grupos.set(fila.movimientoId, [fila]);
  }
  return grupos;
}

/** What the movement modal's body saves: at least one asset; a guide with nothing filled in is no guide. */
function entradaDelModal(dto: MovimientoDto): Entrada {
  const activoIds = idsUnicos(dto.activoIds, dto.movimientoActivos);
  if (!activoIds.length) throw new BadRequestException(['Debe seleccionar al menos un activo']);
  const conGuias = dto.guiaMovimiento !== undefined || dto.guiaMovimientos !== undefined;
  const guias = [dto.guiaMovimiento, ...(dto.guiaMovimientos ?? [])].flatMap((g) => (g ? [guiaDe(g)] : [])).filter((g) => !guiaVacia(g));
  return { cabecera: cabeceraDe(dto), activoIds, guias: conGuias ? guias : undefined };
}

const otrosActivos = (antes: number[], ahora: number[]) => antes.length !== ahora.length || ahora.some((id) => !antes.includes(id));

/** Whether `cabecera` names other points than `anterior`: another address or another text. */
const otrosPuntos = (anterior: Cabecera, cabecera: Cabecera) =>
  (['puntoDePartida', 'puntoDeLlegada', 'partidaDireccionId', 'llegadaDireccionId'] as const).some((campo) => (anterior[campo] ?? null) !== (cabecera[campo] ?? null));
