import { setImmediate as turnoDelBucle } from 'node:timers/promises';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ActivoResumen, ActivosService } from '../activos/activos.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { MovimientoDto, MovimientoGeneracionDto } from './dto/movimiento.dto';
import { GuiaMovimiento } from './guia-movimiento.entity';
import { MovimientoActivo } from './movimiento-activo.entity';
import { Movimiento } from './movimiento.entity';
import { Cabecera, cabeceraDe, faltantesGeneracion, GuiaEntrada, guiaDe, guiaVacia, idsUnicos } from './movimiento-reglas';

const EXPORT_BATCH = 500;
/**
 * Asset links read per query when movements are answered with their assets: a page of 500
 * movements may carry 250,000, and on the synchronous SQLite driver one read (or one
 * JSON.stringify) of them all would hold the event loop for hundreds of ms.
 */
const ENLACES_POR_LOTE = 5_000;
const DESCRIPCION_GUIA_MAX = 1000;

export type GuiaRespuesta = Omit<GuiaMovimiento, 'movimiento' | 'activo'>;

/** A movement as every answer shows it. */
export type MovimientoRespuesta = Omit<Movimiento, 'busqueda' | 'movimientoActivos' | 'guiaMovimientos'> & {
  activoIds: number[];
  movimientoActivos: Array<{ activoId: number; activo: ActivoResumen }>;
  guiaMovimientos: GuiaRespuesta[];
  /** The first guide, as the spec's modal reads it; null without guides. */
  guiaMovimiento: GuiaRespuesta | null;
};

/** An asset of a movement as GET /api/Movimiento/{id}/activos lists it (nombre is its descripcion). */
export type ActivoDelMovimiento = ActivoResumen & { nombre: string };

/** What a save writes, whichever body it came from. */
interface Entrada {
  cabecera: Cabecera;
  activoIds: number[];
  /** Replace the guides with these; undefined keeps them. */
  guias?: GuiaEntrada[];
}

@Injectable()
export class MovimientoService {
  constructor(
    @InjectRepository(Movimiento) private readonly movimientos: Repository<Movimiento>,
    @InjectRepository(MovimientoActivo) private readonly enlaces: Repository<MovimientoActivo>,
    @InjectRepository(GuiaMovimiento) private readonly guias: Repository<GuiaMovimiento>,
    private readonly dataSource: DataSource,
    private readonly activos: ActivosService,
    private readonly audit: AuditService,
  ) {}

  /** One page of the company's movements, headers only: conDetalleEnLotes() adds their assets and guides. */
  list(companiaId: number, list: ListQuery): Promise<[Movimiento[], number]> {
    const qb = this.movimientos.createQueryBuilder('m').where('m.companiaId = :companiaId', { companiaId });
    return applyListQuery(qb, list).getManyAndCount();
  }

  async findVisible(companiaId: number, id: number): Promise<MovimientoRespuesta> {
    const movimiento = await this.movimientos.findOneBy({ id, companiaId });
    if (!movimiento) throw new NotFoundException('Movimiento no encontrado');
    return (await this.conDetalle(companiaId, [movimiento]))[0];
  }

  /**
   * The movements with their assets and guides, in order, in batches of about ENLACES_POR_LOTE
   * asset links, giving the event loop back between batches. Each asset is read once
   * whatever the number of movements that carry it.
   */
  async *conDetalleEnLotes(companiaId: number, movimientos: Movimiento[]): AsyncGenerator<MovimientoRespuesta[]> {
    if (!movimientos.length) return;
    const conteos = await this.enlaces
      .createQueryBuilder('ma')
      .select('ma.movimientoId', 'movimientoId')
      .addSelect('COUNT(*)', 'enlaces')
      .where('ma.movimientoId IN (:...ids)', { ids: movimientos.map((m) => m.id) })
      .groupBy('ma.movimientoId')
      .getRawMany<{ movimientoId: number; enlaces: string | number }>();
    const enlacesDe = new Map(conteos.map((c) => [Number(c.movimientoId), Number(c.enlaces)]));
    const activos = new Map<number, ActivoResumen>();
    let lote: Movimiento[] = [];
    let enlaces = 0;
    for (const movimiento of movimientos) {
      const propios = enlacesDe.get(movimiento.id) ?? 0;
      if (lote.length && enlaces + propios > ENLACES_POR_LOTE) {
        yield await this.conDetalle(companiaId, lote, activos);
        await turnoDelBucle();
        [lote, enlaces] = [[], 0];
      }
      lote.push(movimiento);
      enlaces += propios;
    }
    yield await this.conDetalle(companiaId, lote, activos);
  }

  async activosDe(companiaId: number, id: number): Promise<ActivoDelMovimiento[]> {
    const { movimientoActivos } = await this.findVisible(companiaId, id);
    return movimientoActivos.map(({ activo }) => ({ ...activo, nombre: activo.descripcion }));
  }

  /** The movement modal's save (POST). */
  create(user: AuthUser, companiaId: number, dto: MovimientoDto): Promise<MovimientoRespuesta> {
    return this.guardar(user, companiaId, entradaDelModal(dto));
  }

  /** The movement modal's save (PUT): header and assets are replaced; guides only when the body has them. */
  async update(user: AuthUser, companiaId: number, id: number, dto: MovimientoDto): Promise<MovimientoRespuesta> {
    const anterior = await this.findVisible(companiaId, id);
    const entrada = entradaDelModal(dto);
    this.audit.note({ oldValues: anterior });
    return this.guardar(user, companiaId, entrada, anterior);
  }

  /** The generation page's save: creates, or with id > 0 replaces that movement with its assets and guides. */
  async insupd(user: AuthUser, companiaId: number, dto: MovimientoGeneracionDto): Promise<{ ok: true } & MovimientoRespuesta> {
    const faltan = faltantesGeneracion(dto);
    if (faltan.length) throw new BadRequestException(faltan);
    const anterior = dto.id ? await this.findVisible(companiaId, dto.id) : undefined;
    if (anterior) this.audit.note({ oldValues: anterior, description: `Actualización de movimiento #${anterior.id} (Generación de Movimientos)` });
    const entrada = { cabecera: cabeceraDe(dto), activoIds: idsUnicos(dto.activos, dto.activoIds), guias: dto.guiaMovimientos!.map(guiaDe) };
    return { ok: true, ...(await this.guardar(user, companiaId, entrada, anterior)) };
  }

  /** Assets and guides go with the movement; the location history of its assets stays. */
  async remove(companiaId: number, id: number): Promise<void> {
    const movimiento = await this.findVisible(companiaId, id);
    this.audit.note({ oldValues: movimiento });
    await this.movimientos.delete({ id, companiaId });
  }

  /** Every movement of the company, newest first, read in batches so memory stays flat however many there are. */
  async *exportRows(companiaId: number): AsyncGenerator<MovimientoRespuesta> {
    let ultimo: number | undefined;
    for (;;) {
      const qb = this.movimientos.createQueryBuilder('m').where('m.companiaId = :companiaId', { companiaId });
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
   * transaction. Each asset it newly moves gets a location-history entry in the same
   * transaction: the movement is a real transfer from puntoDePartida to puntoDeLlegada.
   */
  private async guardar(user: AuthUser, companiaId: number, entrada: Entrada, anterior?: MovimientoRespuesta): Promise<MovimientoRespuesta> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.assertActivos(manager, companiaId, entrada);
      const { cabecera } = entrada;
      const fecha = cabecera.fecha ?? anterior?.fecha ?? new Date();
      const { id } = await manager.save(manager.create(Movimiento, { ...cabecera, fecha, id: anterior?.id, companiaId }));

      const previos = new Set(anterior?.activoIds);
      const nuevos = entrada.activoIds.filter((activoId) => !previos.has(activoId));
      const quitados = [...previos].filter((activoId) => !entrada.activoIds.includes(activoId));
      if (quitados.length) await manager.delete(MovimientoActivo, { movimientoId: id, activoId: In(quitados) });
      if (nuevos.length) await manager.insert(MovimientoActivo, nuevos.map((activoId) => ({ companiaId, movimientoId: id, activoId })));
      if (entrada.guias) await this.reemplazarGuias(manager, companiaId, id, entrada);

      await this.activos.registrarTraslado(manager, companiaId, nuevos, {
        usuario: user,
        fecha,
        motivo: `Movimiento #${id}: traslado a ${cabecera.destinatario}`,
        direccionAnterior: cabecera.puntoDePartida,
        direccionNueva: cabecera.puntoDeLlegada,
        observaciones: cabecera.detalle,
      });
      return id;
    });
    return this.findVisible(companiaId, id);
  }

  /** Every asset the body names, moved or in a guide, must be the company's. */
  private async assertActivos(manager: EntityManager, companiaId: number, entrada: Entrada): Promise<void> {
    const nombrados = idsUnicos(entrada.activoIds, entrada.guias?.map((g) => g.activoId));
    const existentes = new Set(await this.activos.idsEnCompania(companiaId, nombrados, manager));
    const faltan = nombrados.filter((id) => !existentes.has(id));
    if (faltan.length) throw new BadRequestException([`Los activos indicados no existen en su compañía: ${faltan.join(', ')}`]);
  }

  /** Empty codigo and descripcion come from the guide's asset, or (descripcion) from every asset of the movement. */
  private async reemplazarGuias(manager: EntityManager, companiaId: number, movimientoId: number, entrada: Entrada): Promise<void> {
    await manager.delete(GuiaMovimiento, { movimientoId });
    if (!entrada.guias?.length) return;
    const resumen = new Map((await this.activos.resumen(companiaId, idsUnicos(entrada.activoIds, entrada.guias.map((g) => g.activoId)), manager)).map((a) => [a.id, a]));
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
   * The movements with their assets and guides: one query per relation for all of them, never one
   * per movement. Links are read as plain rows (entities cost more than the query); the assets
   * missing from `activos` are read by id and kept there for the next batch.
   */
  private async conDetalle(companiaId: number, movimientos: Movimiento[], activos = new Map<number, ActivoResumen>()): Promise<MovimientoRespuesta[]> {
    if (!movimientos.length) return [];
    const ids = movimientos.map((m) => m.id);
    const [enlaces, guias] = await Promise.all([
      this.enlaces
        .createQueryBuilder('ma')
        .select('ma.movimientoId', 'movimientoId')
        .addSelect('ma.activoId', 'activoId')
        .where('ma.movimientoId IN (:...ids)', { ids })
        .orderBy('ma.id', 'ASC')
        .getRawMany<{ movimientoId: number; activoId: number }>(),
      this.guias.find({ where: { movimientoId: In(ids) }, order: { id: 'ASC' } }),
    ]);
    const nuevos = [...new Set(enlaces.map((e) => e.activoId))].filter((id) => !activos.has(id));
    // Plain objects: an entity instance carries every column as an own property, and JSON.stringify walks them all for each link.
    for (const { id, codigo, descripcion } of await this.activos.resumen(companiaId, nuevos)) activos.set(id, { id, codigo, descripcion });
    const enlacesDe = porMovimiento(enlaces);
    const guiasDe = porMovimiento(guias);
    return movimientos.map(({ busqueda: _b, movimientoActivos: _ma, guiaMovimientos: _g, ...campos }) => {
      const propios = enlacesDe.get(campos.id) ?? [];
      const guiasPropias = guiasDe.get(campos.id) ?? [];
      return {
        ...campos,
        activoIds: propios.map((e) => e.activoId),
        movimientoActivos: propios.map((e) => ({ activoId: e.activoId, activo: activos.get(e.activoId)! })),
        guiaMovimientos: guiasPropias,
        guiaMovimiento: guiasPropias[0] ?? null,
      };
    });
  }
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
