import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { AreaService } from '../../area/area.service';
import { AuthUser } from '../../common/auth-user';
import { shareLoop } from '../../common/event-loop';
import { deCompania, porCompania } from '../../common/tenancy';
import { bulkInsert } from '../../database/bulk-insert';
import { sqlTypesOf } from '../../database/column-types';
import { keysetRows } from '../../database/keyset-rows';
import { rawTable } from '../../database/raw-rows';
import { scanRows } from '../../database/scan-rows';
import { Direccion, direccionTexto } from '../../direccion/direccion.entity';
import { DireccionService } from '../../direccion/direccion.service';
import { ActivoUbicacion } from '../activo-ubicacion.entity';
import { Activo } from '../activo.entity';
import type { ActivoDto } from '../dto/activo.dto';

// Where the company's assets stand: their location history, the moves other modules make (movements, inventories)
// and where the books say they are, as an inventory compares it with where they were read.

/** Location-history entries per insert of a move: a few milliseconds each, with pauses between them. */
const HISTORIAL_POR_ESCRITURA = 500;

/** The fields whose change moves an asset and so writes a location-history entry. */
export const UBICACION = ['edificio', 'piso', 'direccionId', 'areaId', 'sede'] as const;

/**
 * A place of the company given field by field (where an inventory read an asset): a move takes its assets there, and
 * only the fields it gives change.
 */
export interface Llegada {
  direccionId?: number;
  edificio?: string;
  piso?: string;
  areaId?: number;
  sede?: string;
}

/**
 * A move made by another module's operation (a movement): its assets go to `llegada` when it is given, otherwise to
 * `llegadaDireccion`, the registered address the arrival point names. A point that names none moves nothing in the
 * books: each asset keeps its address and the history records the movement with the asset where it was; one with no
 * registered address gets the typed point in its history (docs/especificacion-operaciones.md "Puntos de partida y de llegada").
 */
export interface Traslado {
  usuario: AuthUser;
  fecha: Date;
  motivo: string;
  /** Where the operation says the assets leave from: the history's previous address of an asset that had none. */
  puntoDePartida: string | null;
  /** The arrival point as the operation wrote it. */
  puntoDeLlegada: string | null;
  llegada?: Llegada;
  /** The registered address the arrival point names (the caller resolves it); none: the assets keep their address. */
  llegadaDireccion?: Direccion | null;
  observaciones: string | null;
}

/** Where an asset stands in the books, as an inventory compares it with where it was read (address and area by name too). */
export interface UbicacionEnLibros {
  id: number;
  codigo: string;
  descripcion: string;
  direccionId: number | null;
  direccion: string | null;
  edificio: string | null;
  piso: string | null;
  areaId: number | null;
  area: string | null;
  sede: string | null;
  dadoDeBaja: boolean;
}

/**
 * The assets an inventory expects: those in the books on `vigentesAl` (not disposed of before it) and, of the criteria
 * given, in one of its areas, sedes (without case or spare spaces) and addresses.
 */
export interface AlcanceDeActivos {
  vigentesAl: Date;
  areaIds?: number[];
  sedes?: string[];
  direccionIds?: number[];
}

/** Where an asset stands, as one side of a location-history entry shows it. */
interface Lugar {
  direccion: string | null;
  edificio: string | null;
  piso: string | null;
  area: string | null;
  sede: string | null;
}

const lugarDe = (activo: Activo): Lugar => ({
  direccion: activo.direccion ? direccionTexto(activo.direccion) : null,
  edificio: activo.edificio,
  piso: activo.piso,
  area: activo.area?.nombre ?? null,
  sede: activo.sede,
});

const lugarEnLibros = (ubicacion: UbicacionEnLibros): Lugar => ({
  direccion: ubicacion.direccion,
  edificio: ubicacion.edificio,
  piso: ubicacion.piso,
  area: ubicacion.area,
  sede: ubicacion.sede,
});

/** Where a move takes its assets (llegadaDe). */
interface DestinoDeTraslado {
  columnas: Partial<Activo>;
  lugar: Partial<Lugar>;
  mueve: (activo: Pick<Activo, (typeof UBICACION)[number]>) => boolean;
}

/** The columns of a location-history entry from where the asset was and where it is now. */
const cambioDeLugar = (anterior: Lugar, nuevo: Lugar) => ({
  direccionAnterior: anterior.direccion,
  direccionNueva: nuevo.direccion,
  edificioAnterior: anterior.edificio,
  edificioNuevo: nuevo.edificio,
  pisoAnterior: anterior.piso,
  pisoNuevo: nuevo.piso,
  areaAnterior: anterior.area,
  areaNueva: nuevo.area,
  sedeAnterior: anterior.sede,
  sedeNueva: nuevo.sede,
});

@Injectable()
export class ActivoUbicacionesService {
  constructor(
    @InjectRepository(Activo) private readonly activos: Repository<Activo>,
    private readonly dataSource: DataSource,
    private readonly areas: AreaService,
    private readonly direcciones: DireccionService,
  ) {}

  locationHistory(companiaId: number, activoId: number): Promise<ActivoUbicacion[]> {
    return this.dataSource.getRepository(ActivoUbicacion).find({
      where: deCompania(companiaId, { activoId }),
      order: { fechaCambio: 'DESC', id: 'DESC' },
    });
  }

  /** The assets of an inventory's scope by code, page by page (keysetRows), with where the books say they stand. */
  ubicacionesEnAlcance(companiaId: number, alcance: AlcanceDeActivos, manager = this.dataSource.manager): AsyncGenerator<UbicacionEnLibros> {
    const pagina = (ultimo: string | undefined) => {
      const qb = enAlcance(this.consultaDeUbicaciones(manager, companiaId), alcance);
      if (ultimo !== undefined) qb.andWhere('a.codigo > :ultimo', { ultimo });
      return leerUbicaciones(qb.orderBy('a.codigo', 'ASC').limit(UBICACIONES_POR_LECTURA));
    };
    return keysetRows(UBICACIONES_POR_LECTURA, pagina, (fila) => fila.codigo);
  }

  /** How many assets an inventory's scope has; with `entre`, a subquery of asset ids, only those among them. */
  async countEnAlcance(companiaId: number, alcance: AlcanceDeActivos, entre?: SelectQueryBuilder<ObjectLiteral>): Promise<number> {
    const qb = enAlcance(porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId), alcance).select('COUNT(*)', 'total');
    if (entre) qb.andWhere(`a.id IN (${entre.getQuery()})`).setParameters(entre.getParameters());
    const [{ total }] = await scanRows<{ total: number | string }>(qb);
    return Number(total);
  }

  /** Where the books say the company's assets `ids` stand (others are left out). */
  async ubicacionesOf(companiaId: number, ids: number[], manager = this.dataSource.manager): Promise<UbicacionEnLibros[]> {
    const filas: UbicacionEnLibros[] = [];
    for await (const lote of lotesBajoElTope(manager, ids)) filas.push(...(await leerUbicaciones(this.consultaDeUbicaciones(manager, companiaId).andWhere('a.id IN (:...lote)', { lote }))));
    return filas;
  }

  /**
   * ubicacionesOf, each asset with whether it is in an inventory's scope: the scope is a column of the same read, by id.
   * As a filter of its own, SQLite walked the company's whole index for each thousand ids (10 ms, against 3.5 ms for the read).
   */
  async ubicacionesYAlcanceOf(companiaId: number, alcance: AlcanceDeActivos, ids: number[], manager = this.dataSource.manager): Promise<Array<UbicacionEnLibros & { enAlcance: boolean }>> {
    const { condicion, parametros } = condicionDeAlcance(alcance);
    const filas: Array<UbicacionEnLibros & { enAlcance: boolean }> = [];
    for await (const lote of lotesBajoElTope(manager, ids, parametrosDe(alcance))) {
      const qb = this.consultaDeUbicaciones(manager, companiaId).addSelect(`CASE WHEN ${condicion} THEN 1 ELSE 0 END`, 'enAlcance').setParameters(parametros);
      for (const fila of await leerUbicaciones(qb.andWhere('a.id IN (:...lote)', { lote }))) filas.push({ ...fila, enAlcance: Number(fila.enAlcance) === 1 });
    }
    return filas;
  }

  /** Where the books say the company's assets of these codes stand (codes of no asset are left out). */
  async ubicacionesPorCodigo(companiaId: number, codigos: string[], manager = this.dataSource.manager): Promise<UbicacionEnLibros[]> {
    const filas: UbicacionEnLibros[] = [];
    for await (const lote of lotesBajoElTope(manager, [...new Set(codigos)])) {
      filas.push(...(await leerUbicaciones(this.consultaDeUbicaciones(manager, companiaId).andWhere('a.codigo IN (:...lote)', { lote }))));
    }
    return filas;
  }

  /** The columns of UbicacionEnLibros, the address's and the area's names joined. */
  private consultaDeUbicaciones(manager: EntityManager, companiaId: number): SelectQueryBuilder<Activo> {
    return porCompania(manager.createQueryBuilder(Activo, 'a'), 'a', companiaId)
      .leftJoin('a.direccion', 'd')
      .leftJoin('a.area', 'ar')
      .select(['a.id AS id', 'a.codigo AS codigo', 'a.descripcion AS descripcion', 'a.direccionId AS "direccionId"', 'a.edificio AS edificio', 'a.piso AS piso'])
      .addSelect(['a.areaId AS "areaId"', 'ar.nombre AS area', 'a.sede AS sede', 'a.fechaBaja AS "fechaBaja"'])
      .addSelect(['d.calle AS calle', 'd.distrito AS distrito', 'd.provincia AS provincia']);
  }

  /**
   * Moves the assets of another module's operation in its transaction (`manager`): each takes the
   * address `puntoDeLlegada` names (no address when it names none of the company's), with its sede,
   * and leaves the building and floor of the address it left; or, with `llegada`, the fields it gives.
   * Each gets a location-history entry from where it really was. Reads, updates and inserts go in
   * chunks under the database's bound-parameter cap. The caller has locked the assets in this transaction
   * (ActivoService.lock) before writing the rows that name them, so a disposal at the same moment either waits for the
   * move or is read here and refused; locking them again here was one more trip to the database.
   */
  async moveTo(manager: EntityManager, companiaId: number, activoIds: number[], traslado: Traslado): Promise<void> {
    if (!activoIds.length) return;
    const { usuario, fecha, motivo, observaciones, puntoDePartida } = traslado;
    const llegada = await this.llegadaDe(manager, companiaId, traslado);
    const maxParametros = sqlTypesOf(manager.connection.options.type).maxParameters;
    const filas: Array<Partial<ActivoUbicacion>> = [];
    const movidos: number[] = [];
    // Read as a raw table: entities with their address and area took seconds for the thousands an inventory moves.
    const activos = (await this.ubicacionesOf(companiaId, activoIds, manager)).sort((a, b) => a.id - b.id);
    const dadosDeBaja = activos.filter((activo) => activo.dadoDeBaja).map((activo) => activo.codigo);
    if (dadosDeBaja.length) throw new ConflictException(`Los activos dados de baja no se trasladan: ${dadosDeBaja.join(', ')}`);
    for await (const lote of lotesBajoElTope(manager, activos)) {
      const ultimoLugar = await this.ultimaDireccionEscrita(manager, companiaId, lote.filter((a) => !a.direccionId).map((a) => a.id));
      for (const activo of lote) {
        const anterior = lugarEnLibros(activo);
        const seMueve = llegada.mueve(activo);
        if (seMueve) movidos.push(activo.id);
        filas.push({
          ...cambioDeLugar({ ...anterior, direccion: anterior.direccion ?? ultimoLugar.get(activo.id) ?? puntoDePartida }, seMueve ? { ...anterior, ...llegada.lugar } : anterior),
          activoId: activo.id,
          companiaId,
          fechaCambio: fecha,
          usuarioCambioId: usuario.userId,
          usuarioCambio: usuario.nombre,
          motivo,
          observaciones,
        });
      }
    }
    if (Object.keys(llegada.columnas).length) {
      for await (const lote of lotesBajoElTope(manager, movidos)) await manager.update(Activo, deCompania(companiaId, { id: In(lote) }), llegada.columnas);
    }
    const porFila = manager.connection.getMetadata(ActivoUbicacion).columns.length;
    const tamano = Math.min(Math.floor(maxParametros / porFila), HISTORIAL_POR_ESCRITURA);
    for (let inicio = 0; inicio < filas.length; inicio += tamano) {
      if (inicio) await shareLoop();
      await bulkInsert(manager, ActivoUbicacion, filas.slice(inicio, inicio + tamano));
    }
  }

  /** Where a move takes its assets: the columns they take, how their history names the place, and which of them it moves. */
  private async llegadaDe(manager: EntityManager, companiaId: number, { llegada, llegadaDireccion: destino, puntoDeLlegada }: Traslado): Promise<DestinoDeTraslado> {
    if (llegada) {
      const [direccion, area] = await Promise.all([
        llegada.direccionId === undefined ? undefined : this.direcciones.findInCompania(companiaId, llegada.direccionId, manager),
        llegada.areaId === undefined ? undefined : this.areas.findInCompania(companiaId, llegada.areaId, manager),
      ]);
      if (direccion === null) throw new BadRequestException('La dirección indicada no existe en su compañía');
      if (area === null) throw new BadRequestException('El área indicada no existe en su compañía');
      const columnas = Object.fromEntries(UBICACION.filter((campo) => llegada[campo] !== undefined).map((campo) => [campo, llegada[campo]])) as Partial<Activo>;
      const lugar: Partial<Lugar> = {};
      if (direccion) lugar.direccion = direccionTexto(direccion);
      if (area) lugar.area = area.nombre;
      for (const campo of ['edificio', 'piso', 'sede'] as const) if (llegada[campo] !== undefined) lugar[campo] = llegada[campo];
      return { columnas, lugar, mueve: (activo) => UBICACION.some((campo) => campo in columnas && (activo[campo] ?? null) !== columnas[campo]) };
    }
    // A point the company has no address for: every asset keeps its address. One with no registered address follows
    // the typed point in its history only (where its next move starts from: ultimaDireccionEscrita).
    if (!destino) return { columnas: {}, lugar: { direccion: puntoDeLlegada }, mueve: (activo) => Boolean(puntoDeLlegada?.trim()) && activo.direccionId === null };
    // The area is who uses the asset, not where it stands: it goes along.
    return {
      columnas: { direccionId: destino.id, edificio: null, piso: null, sede: destino.sede },
      lugar: { direccion: direccionTexto(destino), edificio: null, piso: null, sede: destino.sede },
      // An asset already at the arrival address keeps its building and floor.
      mueve: (activo) => activo.direccionId !== destino.id,
    };
  }

  /**
   * Where each of these assets without a registered address was last written to be (a place the company has no
   * address for, reached by an earlier movement): the newest history entry's arrival, when it has one.
   */
  private async ultimaDireccionEscrita(manager: EntityManager, companiaId: number, activoIds: number[]): Promise<Map<number, string>> {
    if (!activoIds.length) return new Map();
    // Only the newest entry of each asset is read, however long its history.
    const ultimas = porCompania(manager.createQueryBuilder(ActivoUbicacion, 'u'), 'u', companiaId)
      .select('MAX(u.id)')
      .andWhere('u.activoId IN (:...activoIds)', { activoIds })
      .groupBy('u.activoId');
    const entradas = await manager
      .createQueryBuilder(ActivoUbicacion, 'e')
      .select(['e.id', 'e.activoId', 'e.direccionNueva'])
      .where(`e.id IN (${ultimas.getQuery()})`)
      .setParameters(ultimas.getParameters())
      .getMany();
    return new Map(entradas.filter((e) => e.direccionNueva).map((e) => [e.activoId, e.direccionNueva as string]));
  }

  /** The location-history entry of an edit that changed where the asset stands (UBICACION), from `anterior` to it with `cambios`. */
  async recordMove(manager: EntityManager, user: AuthUser, anterior: Activo, cambios: Partial<Activo>, dto: Pick<ActivoDto, 'motivo' | 'observacionesCambio'>): Promise<void> {
    const [areaNueva, direccionNueva] = await Promise.all([
      cambios.areaId ? this.areas.findInCompania(anterior.companiaId, cambios.areaId, manager) : null,
      cambios.direccionId ? this.direcciones.findInCompania(anterior.companiaId, cambios.direccionId, manager) : null,
    ]);
    const nuevo = lugarDe({ ...anterior, ...cambios, direccion: direccionNueva, area: areaNueva } as Activo);
    await manager.insert(ActivoUbicacion, {
      ...cambioDeLugar(lugarDe(anterior), nuevo),
      activoId: anterior.id,
      companiaId: anterior.companiaId,
      fechaCambio: new Date(),
      usuarioCambioId: user.userId,
      usuarioCambio: user.nombre,
      motivo: dto.motivo ?? 'Actualización de ubicación',
      observaciones: dto.observacionesCambio ?? null,
    });
  }
}

/** Assets an inventory reads per page: a few narrow columns, a few milliseconds of synchronous SQLite each. */
const UBICACIONES_POR_LECTURA = 1000;

/** The bound parameters a scope adds to a query: its lists, the company and the date. */
const parametrosDe = (alcance: AlcanceDeActivos) => (alcance.areaIds?.length ?? 0) + (alcance.sedes?.length ?? 0) + (alcance.direccionIds?.length ?? 0) + 2;

/** `valores` in IN lists of up to a page that fit under the database's bound-parameter cap with `otros` parameters beside them. */
async function* lotesBajoElTope<T>(manager: EntityManager, valores: T[], otros = 1): AsyncGenerator<T[]> {
  const tamano = Math.min(sqlTypesOf(manager.connection.options.type).maxParameters - otros - 1, UBICACIONES_POR_LECTURA);
  for (let inicio = 0; inicio < valores.length; inicio += tamano) {
    // Between chunks: a move or a reconciliation reads thousands, synchronously on SQLite.
    if (inicio) await shareLoop();
    yield valores.slice(inicio, inicio + tamano);
  }
}

/** The assets of an inventory's scope (AlcanceDeActivos); sedes compared by the database on both sides, so alike in every dialect. */
function enAlcance<Q extends SelectQueryBuilder<Activo>>(qb: Q, alcance: AlcanceDeActivos): Q {
  const { condicion, parametros } = condicionDeAlcance(alcance);
  return qb.andWhere(condicion, parametros);
}

/** An inventory's scope as one SQL condition on the asset `a`, with its parameters. */
function condicionDeAlcance({ vigentesAl, areaIds, sedes, direccionIds }: AlcanceDeActivos): { condicion: string; parametros: Record<string, unknown> } {
  const condiciones = ['(a.fechaBaja IS NULL OR a.fechaBaja >= :vigentesAl)'];
  const parametros: Record<string, unknown> = { vigentesAl };
  if (areaIds?.length) {
    condiciones.push('a.areaId IN (:...alcanceAreas)');
    parametros.alcanceAreas = areaIds;
  }
  if (direccionIds?.length) {
    condiciones.push('a.direccionId IN (:...alcanceDirecciones)');
    parametros.alcanceDirecciones = direccionIds;
  }
  if (sedes?.length) {
    const comparable = (expresion: string) => `LOWER(LTRIM(RTRIM(${expresion})))`;
    const nombres = sedes.map((sede, i) => {
      parametros[`alcanceSede${i}`] = sede;
      return `alcanceSede${i}`;
    });
    condiciones.push(`${comparable('a.sede')} IN (${nombres.map((nombre) => comparable(`:${nombre}`)).join(', ')})`);
  }
  return { condicion: `(${condiciones.join(' AND ')})`, parametros };
}

/** The rows of consultaDeUbicaciones, read as a raw table (rawTable: no row objects built by the driver on SQLite). */
async function leerUbicaciones(qb: SelectQueryBuilder<Activo>): Promise<Array<UbicacionEnLibros & { enAlcance?: unknown }>> {
  const { columns, rows } = await rawTable(qb);
  const dentro = columns.indexOf('enAlcance');
  const [id, codigo, descripcion, direccionId, edificio, piso, areaId, area, sede, fechaBaja, calle, distrito, provincia] = [
    'id', 'codigo', 'descripcion', 'direccionId', 'edificio', 'piso', 'areaId', 'area', 'sede', 'fechaBaja', 'calle', 'distrito', 'provincia',
  ].map((columna) => columns.indexOf(columna));
  const numero = (valor: unknown) => (valor === null ? null : Number(valor));
  return rows.map((fila) => ({
    id: Number(fila[id]),
    codigo: fila[codigo] as string,
    descripcion: fila[descripcion] as string,
    direccionId: numero(fila[direccionId]),
    direccion: fila[calle] === null ? null : direccionTexto({ calle: fila[calle] as string, distrito: fila[distrito] as string, provincia: fila[provincia] as string }),
    edificio: fila[edificio] as string | null,
    piso: fila[piso] as string | null,
    areaId: numero(fila[areaId]),
    area: fila[area] as string | null,
    sede: fila[sede] as string | null,
    dadoDeBaja: fila[fechaBaja] !== null,
    ...(dentro >= 0 && { enAlcance: fila[dentro] }),
  }));
}
