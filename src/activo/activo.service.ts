import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThan, Repository, SelectQueryBuilder } from 'typeorm';
import { AreaService } from '../area/area.service';
import { AuditService } from '../audit/audit.service';
import { withOldValues } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { applyListFilters, applyListOrder, ListQuery, listShape, whereEveryWord } from '../common/list-query';
import { escapeLike, normalizeSearch } from '../dominio/search-text';
import { DireccionService } from '../direccion/direccion.service';
import { UsuarioService } from '../usuario/usuario.service';
import { rowsByScannedIds, scanRows } from '../database/scan-rows';
import { FechasLeidas, RawTable } from '../database/raw-rows';
import { conNombres, escribirRespuestasDeActivo, leerFilasDeActivo, seleccionDeRespuesta } from './filas-de-activo';
import { JsonEscrito } from '../common/json-escrito';
import { ALTA_EN_EJERCICIO_CERRADO, APERTURA_EN_EJERCICIO_CERRADO, CAMBIO_EN_EJERCICIO_CERRADO, cambiaElLibro, cambiaLaApertura } from './libro-congelado';
import { conteoSql, leerConteo, totalContado } from './conteo-de-activos';
import { paginaSql, SqlConParametros, SqlPorForma } from '../database/sql-por-forma';
import { keysetRows } from '../database/keyset-rows';
import { shareLoop } from '../common/event-loop';
import { asegurarSecuencia, codigoOcupado, proximoCodigo, ReservaCodigos, siguienteCodigo } from './activo-codigos';
import { ActivoRespuesta, CamposDeActivo, ColumnasDeActivo, completarRespuesta, toActivoRespuesta } from './activo-respuesta';
import { Activo, activoSearchText } from './activo.entity';
import { enOrden } from '../common/en-orden';
import { insertOne } from '../database/bulk-insert';
import { ActivoDto } from './dto/activo.dto';
import { fechasDeUso } from './fecha-adquisicion';
import { ImagenesService } from './imagenes.service';
import { aplicarFiltros, filtrarBajas, FiltroBajas, filtroBajas, FiltrosActivo, filtraPorTexto } from './exportacion/activo-filtros';
import { ActivoDelCatalogo, COLUMNAS_CATALOGO } from './exportacion/catalogo-pdf';
import { activoImportDefinition } from './importacion/activo-import';
import { CalculoIgv, calcularImportes, IMPORTE_EXCEDIDO, importesCaben } from '../dominio/importes';
import { CompaniaService } from '../compania/compania.service';
import { errorDeTasa } from '../dominio/tasas-sunat';
import { NamedUpload } from '../common/spreadsheet';
import { importExcel, ImportResult } from '../importacion/excel-import';
import { sqlTypesOf } from '../database/column-types';
import { deCompania, porCompania } from '../common/tenancy';
import { EjercicioService, errorDeEjercicioCerrado } from '../ejercicio/ejercicio.service';
import { ReferenciasDeActivo } from './referencias-de-activo';
import { DepreciacionService } from './depreciacion/depreciacion.service';
import { lockActivo, lockActivoConCalculoIgv, lockActivos } from './bloqueo-de-activo';
import type { Solicitud } from '../common/request-context';
import { updateWhere } from '../database/cached-writes';
import { ActivoUbicacionesService, UBICACION } from './ubicacion/activo-ubicaciones.service';
import { CamposDelActivo } from './campos-del-activo';
import { aplicarFiltrosPropios, FiltrosPropios, formaDeFiltrosPropios, hayFiltrosPropios, separarFiltros } from './filtros-propios';

/** Rows per keyset-paged read of the exports: a few milliseconds of synchronous SQLite each. */
const EXPORT_BATCH = 250;
/** Codes per read when an import checks which are taken. */
const CODIGOS_POR_LECTURA = 5000;
/** Columns kept only for searching, which no answer shows. */
const SOLO_BUSQUEDA = new Set(['busqueda', 'descripcionBusqueda']);

/** An asset's code and description, as other modules show it. */
export type ActivoResumen = Pick<Activo, 'id' | 'codigo' | 'descripcion'>;

/** An asset's code, description and estado, as a maintenance reads them. */
export type ActivoEstado = ActivoResumen & Pick<Activo, 'estado'>;

/**
 * Index rows a list page may walk on the event loop on SQLite for its OFFSET (its total is kept by the database,
 * totalContado): 20,000 take about 0.35 ms, what a trip to the pool's read lane costs the loop. Beyond, the page goes to the lane.
 */
const FILAS_EN_EL_BUCLE = 20_000;

/**
 * Whether an index walks this page of the list in order: every asset, or those not disposed of, by code (the list as it
 * opens); (companiaId, codigo, id, fechaBaja) of the assets in service and the unique (companiaId, codigo) answer it without reading a row.
 */
function paginaPorIndice(bajas: FiltroBajas, list: ListQuery): boolean {
  return bajas !== 'solo' && !list.filters.length && !list.search && list.sort.field === 'codigo';
}

@Injectable()
export class ActivoService {
  private readonly sqlPorForma = new SqlPorForma();

  constructor(
    @InjectRepository(Activo) private readonly activos: Repository<Activo>,
    private readonly dataSource: DataSource,
    private readonly areas: AreaService,
    private readonly usuarios: UsuarioService,
    private readonly direcciones: DireccionService,
    private readonly audit: AuditService,
    private readonly imagenes: ImagenesService,
    private readonly referencias: ReferenciasDeActivo,
    private readonly ejercicios: EjercicioService,
    private readonly ubicaciones: ActivoUbicacionesService,
    private readonly companias: CompaniaService,
    private readonly depreciacion: DepreciacionService,
    private readonly campos: CamposDelActivo,
  ) {}

  /**
   * One page of the company's assets with their user and area names; the disposed ones only as its `bajas` filter says.
   * The page read on the event loop comes written as its answer's JSON (escribirRespuestas).
   */
  async list(companiaId: number, list: ListQuery): Promise<[ActivoRespuesta[] | JsonEscrito[], number]> {
    // `bajas` is no column to compare, nor are the custodian and the company's fields: taken out of the filters and
    // applied as filtrarBajas and aplicarFiltrosPropios say.
    const { resto: sinPropios, bajas, custodio, campos } = separarFiltros(list);
    const propios: FiltrosPropios = { custodio, campos: await this.campos.filtros(companiaId, campos) };
    const resto = await this.campos.orden(companiaId, sinPropios);
    const filtro = filtroBajas(bajas?.value);
    const contado = totalContado(resto) && !hayFiltrosPropios(propios);
    if (this.dataSource.options.type === 'better-sqlite3' && !(contado && paginaPorIndice(filtro, resto) && list.offset <= FILAS_EN_EL_BUCLE)) {
      return this.listEnElLector(companiaId, filtro, resto, propios);
    }
    // The page's ids (LIMIT/OFFSET over an index of the company's assets, by code), their rows with the user's and
    // area's names, and the total (kept by the database, or counted when filtered), in one query whose SQL is built
    // once for its shape: only the filters' parameters are read each time. On SQLite only a page an index walks near
    // its start comes here, read on the event loop, where it costs less than a trip to the pool (docs/rendimiento.md).
    const base = () => this.filtrada(companiaId, filtro, resto, propios);
    const [pagina, parametros] = [paginaSql(this.dataSource, list.limit), { limite: list.limit, desde: list.offset, companiaConteo: companiaId }];
    const consulta = this.sqlPorForma.sql(`lista ${filtro} ${listShape(resto)} ${formaDeFiltrosPropios(propios)} ${pagina.forma}`, base(), parametros, () =>
      // The rows by id, with no company filter of their own: their ids are of the company. With it, SQLite walked the
      // (companiaId, codigo) index through every asset of the company for the ORDER BY, testing each against the page.
      applyListOrder(this.respuestaEscrita(this.activos.createQueryBuilder('a')), resto)
        .andWhere(`a.id IN (${applyListOrder(base().select('a.id'), resto).getQuery()}${pagina.sql})`)
        .addSelect(contado ? conteoSql(filtro) : `(${base().select('COUNT(*)').getQuery()})`, 'lq_total')
        .getQuery(),
    );
    const { respuestas, tabla } = await this.escribirRespuestas(consulta);
    // Past the last page no row carries the total.
    const total = tabla.rows.length ? Number(tabla.rows[0][tabla.columns.indexOf('lq_total')]) : list.offset ? await this.countLista(companiaId, filtro, resto, propios) : 0;
    return [respuestas, total];
  }

  /** The company's assets the list's filters take: its disposal filter, its column filters and search, and its own filters. */
  private filtrada(companiaId: number, bajas: FiltroBajas, list: ListQuery, propios: FiltrosPropios): SelectQueryBuilder<Activo> {
    return aplicarFiltrosPropios(applyListFilters(filtrarBajas(porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId), bajas), list), companiaId, propios);
  }

  /** On SQLite, a page no index walks in order (a filter, another order, far from the start): its ids and total found in the pool's read lane (scanRows). */
  private async listEnElLector(companiaId: number, bajas: FiltroBajas, list: ListQuery, propios: FiltrosPropios): Promise<[ActivoRespuesta[], number]> {
    const ids = applyListOrder(this.filtrada(companiaId, bajas, list, propios).select('a.id', 'id'), list).skip(list.offset).take(list.limit);
    const [pagina, total] = await Promise.all([scanRows<{ id: number }>(ids), this.countLista(companiaId, bajas, list, propios)]);
    return [await this.respuestasDe(companiaId, pagina.map((fila) => Number(fila.id))), total];
  }

  /** How many assets the list's filters take: kept by the database when it has no filter (totalContado), else counted. */
  private async countLista(companiaId: number, bajas: FiltroBajas, list: ListQuery, propios: FiltrosPropios): Promise<number> {
    if (totalContado(list) && !hayFiltrosPropios(propios)) return leerConteo(this.dataSource, companiaId, bajas);
    const [{ total }] = await scanRows<{ total: number | string }>(this.filtrada(companiaId, bajas, list, propios).select('COUNT(*)', 'total'));
    return Number(total);
  }

  /** The spec's search: both filters optional, both empty = every asset (up to `limit`); the disposed ones as `bajas` says. */
  async search(companiaId: number, codigo: string | undefined, descripcion: string | undefined, limit: number, bajas?: FiltroBajas): Promise<ActivoRespuesta[]> {
    const qb = filtrarBajas(porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId), bajas);
    if (codigo?.trim()) qb.andWhere(`LOWER(a.codigo) LIKE :codigo ESCAPE '\\'`, { codigo: `%${escapeLike(codigo.trim().toLowerCase())}%` });
    if (descripcion?.trim()) whereEveryWord(qb, ['a.descripcionBusqueda'], normalizeSearch(descripcion), 'descripcion');
    const ids = await scanRows<{ id: number }>(qb.select('a.id', 'id').orderBy('a.codigo', 'ASC').take(limit));
    return this.respuestasDe(companiaId, ids.map((fila) => Number(fila.id)));
  }

  /** An asset's answer as an object (after an edit, for its audit row and its answer): abrir's text, read back. */
  async findVisible(companiaId: number, id: number): Promise<ActivoRespuesta> {
    return JSON.parse((await this.abrir(companiaId, id)).texto) as ActivoRespuesta;
  }

  /** An asset opened: its answer written as JSON straight from its row (escribirRespuestas), read on every open and after every edit. */
  async abrir(companiaId: number, id: number): Promise<JsonEscrito> {
    const porId = porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId).andWhere('a.id = :id', { id });
    const [respuesta] = (await this.escribirRespuestas(this.sqlPorForma.sql('por id', porId, {}, () => this.respuestaEscrita(porId).getQuery()))).respuestas;
    if (!respuesta) throw new NotFoundException('Activo no encontrado');
    return respuesta;
  }

  async findByCodigo(companiaId: number, codigo: string): Promise<ActivoRespuesta> {
    const activo = await this.activos.findOne({ select: { id: true }, where: deCompania(companiaId, { codigo }) });
    if (!activo) throw new NotFoundException(`No existe un activo con el código ${codigo}`);
    return this.findVisible(companiaId, activo.id);
  }

  exists(companiaId: number, id: number): Promise<boolean> {
    return this.activos.existsBy(deCompania(companiaId, { id }));
  }

  async nextCodigo(companiaId: number): Promise<string> {
    return proximoCodigo(this.dataSource.manager, companiaId);
  }

  async create(user: AuthUser, companiaId: number, dto: ActivoDto): Promise<ActivoRespuesta> {
    // Reads that do not depend on each other go together: each trip to the database waits its turn of a busy event loop.
    // The closed year is read with them (the body's dates are the asset's), and its refusal still comes after theirs.
    const abierto = this.ejercicios.assertAbierto(companiaId, [dto.fechaAdquisicion, dto.fechaInicioUso], ALTA_EN_EJERCICIO_CERRADO);
    abierto.catch(() => undefined);
    const [calculoIgv, definiciones] = await enOrden([this.companias.calculoIgv(companiaId), this.campos.definiciones(companiaId), this.assertReferences(companiaId, dto)]);
    const campos = this.fields(dto, calculoIgv);
    campos.camposPersonalizados = this.campos.validarCon(definiciones, dto.camposPersonalizados ?? {}, campos.categoriaDepreciacion ?? null);
    await enOrden([
      this.depreciacion.assertAperturas(companiaId, campos as Activo),
      abierto,
      this.imagenes.assertDeLaCompania(companiaId, campos.imagen ?? null),
      asegurarSecuencia(this.dataSource.manager, companiaId),
    ]);
    const id = await this.dataSource.transaction(async (manager) => {
      // A code of the sequence is free already (siguienteCodigo skips those typed by hand); a typed one is checked.
      const codigo = dto.codigo ?? (await siguienteCodigo(manager, companiaId));
      if (dto.codigo != null) await this.assertCodigoFree(manager, companiaId, codigo);
      return insertOne(manager, Activo, { ...campos, codigo, companiaId });
    });
    return this.findVisible(companiaId, id);
  }

  update(user: AuthUser, companiaId: number, id: number, dto: ActivoDto): Promise<ActivoRespuesta> {
    return withOldValues(async (noteOld) => {
      // The company's fields are read beside the references, before the asset's lock: not one more trip while it is held.
      const [definiciones] = await Promise.all([this.campos.definiciones(companiaId), this.assertReferences(companiaId, dto)]);
      const anterior = await this.dataSource.transaction(async (manager) => {
        // The asset's lock first (lockActivo): a disposal or an improvement of it at the same moment waits for this edit,
        // or this edit reads the disposal it waited for. A history row written before it would deadlock on PostgreSQL.
        // The company's IGV rule comes in the same row, read on the transaction's own connection.
        const { activo: anterior, calculoIgv } = await lockActivoConCalculoIgv(manager, companiaId, id, { area: true, direccion: true });
        if (anterior.fechaBaja) throw new ConflictException(`El activo ${anterior.codigo} está dado de baja: revierta la baja para modificarlo`);
        const campos = this.fields(dto, calculoIgv);
        // A body without them keeps the asset's, checked again against its (maybe new) category and the fields now defined.
        campos.camposPersonalizados = this.campos.validarCon(definiciones, dto.camposPersonalizados ?? anterior.camposPersonalizados, campos.categoriaDepreciacion ?? null);
        await this.depreciacion.assertAperturas(companiaId, { ...anterior, ...campos }, id, manager);
        if (cambiaElLibro(anterior, campos)) {
          const fechas = [anterior.fechaAdquisicion, anterior.fechaInicioUso, campos.fechaAdquisicion, campos.fechaInicioUso];
          await this.ejercicios.assertAbierto(companiaId, fechas, CAMBIO_EN_EJERCICIO_CERRADO, manager);
        }
        // The opening balances are the cut-over year's saldo inicial: frozen with that year.
        if (cambiaLaApertura(anterior, campos)) {
          await this.ejercicios.assertAbierto(companiaId, [await this.depreciacion.fechaDeInicio(companiaId)], APERTURA_EN_EJERCICIO_CERRADO, manager);
        }
        if ('imagen' in dto && dto.imagen !== anterior.imagen) await this.imagenes.assertDeLaCompania(companiaId, dto.imagen ?? null, manager);
        noteOld(toActivoRespuesta(anterior));
        const codigo = dto.codigo ?? anterior.codigo;
        if (codigo !== anterior.codigo) await this.assertCodigoFree(manager, companiaId, codigo, id);
        const cambios = { ...campos, codigo };
        const movido = UBICACION.some((campo) => (anterior[campo] ?? null) !== (cambios[campo] ?? null));
        // An UPDATE of what the body sets (and the search columns that follow from it), its SQL built once (updateWhere):
        // save() would read the asset again first.
        const { busqueda, descripcionBusqueda } = activoSearchText({ ...omitRelations(anterior), ...cambios });
        await updateWhere(manager, Activo, deCompania(companiaId, { id }), { ...cambios, busqueda, descripcionBusqueda });
        if (movido) await this.ubicaciones.recordMove(manager, user, anterior, cambios, dto);
        return anterior;
      });
      // After the commit (a rolled-back change still shows the old image); a body without imagen keeps it, as fields() does.
      const imagen = 'imagen' in dto ? (dto.imagen ?? null) : anterior.imagen;
      if (imagen !== anterior.imagen) await this.imagenes.release(companiaId, anterior.imagen);
      return this.findVisible(companiaId, id);
    });
  }

  remove(companiaId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const activo = await this.dataSource.transaction(async (manager) => {
        // Locked: an improvement, a disposal or a move of it waits, then finds no asset.
        const activo = await lockActivo(manager, companiaId, id, { usuario: true, area: true });
        noteOld(toActivoRespuesta(activo));
        await this.referencias.assertEliminable(manager, activo);
        await manager.delete(Activo, deCompania(companiaId, { id }));
        return activo;
      });
      await this.imagenes.release(companiaId, activo.imagen);
    });
  }

  /**
   * Code and description of the company's assets among `ids` (others are left out), in id order. Plain rows: building
   * entities took twice the time of the query itself for the thousands of assets of a page of movements.
   */
  async summary(companiaId: number, ids: number[], manager = this.dataSource.manager): Promise<ActivoResumen[]> {
    // One IN list per chunk under the database's bound-parameter cap (2,100 on SQL Server): a movement may name thousands.
    const tamano = sqlTypesOf(manager.connection.options.type).maxParameters - 1;
    const ordenados = [...ids].sort((a, b) => a - b);
    const filas: ActivoResumen[] = [];
    for (let inicio = 0; inicio < ordenados.length; inicio += tamano) {
      const lote = ordenados.slice(inicio, inicio + tamano);
      const leidas = await porCompania(manager.createQueryBuilder(Activo, 'a'), 'a', companiaId)
        .select('a.id', 'id')
        .addSelect('a.codigo', 'codigo')
        .addSelect('a.descripcion', 'descripcion')
        .andWhere('a.id IN (:...lote)', { lote })
        .orderBy('a.id')
        .getRawMany<ActivoResumen>();
      filas.push(...leidas);
    }
    return filas;
  }

  /** Code, description and estado of one of the company's assets, read in `manager` (another module's transaction); null when it is not the company's. */
  estadoOf(companiaId: number, id: number, manager = this.dataSource.manager): Promise<ActivoEstado | null> {
    return manager.findOne(Activo, { select: { id: true, codigo: true, descripcion: true, estado: true }, where: deCompania(companiaId, { id }) });
  }

  /**
   * The ids among `ids` that are assets of the company, locked until the end of another module's transaction
   * (`manager`; lockActivos): a movement takes them before it writes rows that name them, then moves them (moveTo).
   */
  lock(manager: EntityManager, companiaId: number, ids: number[]): Promise<Set<number>> {
    return lockActivos(manager, companiaId, ids);
  }

  /** Sets the estado of one of the company's assets for another module's operation (a maintenance), in its transaction; the search text follows. */
  async changeEstado(manager: EntityManager, companiaId: number, id: number, estado: string | null): Promise<void> {
    // Locked: a disposal at the same moment is read here, and its estado stands.
    const activo = await lockActivo(manager, companiaId, id);
    // A disposal's estado stands: a maintenance that ends after it does not bring the asset back.
    if (activo.fechaBaja) return;
    await manager.update(Activo, deCompania(companiaId, { id }), { estado, ...activoSearchText({ ...activo, estado }) });
  }

  /**
   * Every asset matching the filters, in id (or code) order, read in keyset-paged batches so memory stays
   * flat however many there are and, on SQLite, a report over 100,000 assets shares the event loop with
   * every other request (keysetRows): kept on the loop rather than in a worker because the same code then
   * serves PostgreSQL and SQL Server, whose queries wait on I/O. The search columns are not read: no answer shows them.
   */
  async *exportRows(companiaId: number, filtros: FiltrosActivo, orden: 'id' | 'codigo' = 'id'): AsyncGenerator<ActivoRespuesta> {
    for await (const fila of this.filas(companiaId, filtros, orden, this.columnasRespondidas)) yield completarRespuesta(fila, fila);
  }

  /**
   * Only `columnas` of the company's assets matching the filters (and their user and area names), read as
   * exportRows reads: for the reports that need a few columns of 100,000 assets, a third of the work. By default
   * the disposed assets too: the books report their disposals (Formato 7.1, retiros y bajas).
   */
  leerColumnas<C extends keyof CamposDeActivo>(
    companiaId: number,
    columnas: readonly C[],
    filtros: FiltrosActivo = { bajas: 'incluir' },
    orden: 'id' | 'codigo' = 'id',
  ): AsyncGenerator<ColumnasDeActivo<C | 'id'>> {
    return this.filas(companiaId, filtros, orden, [...new Set<keyof CamposDeActivo>(['id', orden, ...columnas])]);
  }

  /** The assets of the PDF catalogue, by code, with the columns it prints; refused beyond `max` so one document stays printable. */
  async buildCatalogo(companiaId: number, filtros: FiltrosActivo, max: number): Promise<ActivoDelCatalogo[]> {
    const total = await this.countFiltrados(companiaId, filtros);
    if (total > max) {
      throw new BadRequestException(
        `El catálogo PDF admite hasta ${max.toLocaleString('es-PE')} activos y el filtro incluye ${total.toLocaleString('es-PE')}: aplique más filtros`,
      );
    }
    const activos: ActivoDelCatalogo[] = [];
    for await (const activo of this.leerColumnas(companiaId, COLUMNAS_CATALOGO, filtros, 'codigo')) activos.push(activo);
    return activos;
  }

  /** Imports assets from an Excel upload (docs/especificacion-activos.md §2 "Asistente de importación de activos"). */
  async importFile(companiaId: number, file: NamedUpload, config: unknown, solicitud: Solicitud): Promise<ImportResult> {
    const enUso = new Set<string>();
    const pagina = (ultimo: string | undefined) =>
      this.activos.find({ select: { codigo: true }, where: deCompania(companiaId, ultimo === undefined ? {} : { codigo: MoreThan(ultimo) }), order: { codigo: 'ASC' }, take: CODIGOS_POR_LECTURA });
    for await (const { codigo } of keysetRows(CODIGOS_POR_LECTURA, pagina, (a) => a.codigo)) enUso.add(codigo);
    await asegurarSecuencia(this.dataSource.manager, companiaId);
    const reserva = new ReservaCodigos(this.dataSource, companiaId, enUso);
    // Rows are refused as the body is, with its 409's words, against one read of the latest closed year.
    const cerrado = await this.ejercicios.ultimoCerrado(companiaId);
    const ejercicioCerrado = async (fechas: Array<Date | null>) => errorDeEjercicioCerrado(cerrado, fechas, ALTA_EN_EJERCICIO_CERRADO);
    const definicion = activoImportDefinition(
      companiaId,
      enUso,
      reserva,
      ejercicioCerrado,
      await this.companias.calculoIgv(companiaId),
      await this.depreciacion.revisorDeAperturas(companiaId),
      await this.campos.definiciones(companiaId),
    );
    return importExcel(file, config, definicion, this.dataSource.manager, solicitud, this.audit).finally(() => reserva.devolverSobrantes());
  }

  /**
   * How many of the company's assets an export's filters take (without the disposed ones unless `bajas` says), before it
   * reads them: a text filter no index answers reads every asset, off the event loop on SQLite (scanRows).
   */
  async countFiltrados(companiaId: number, filtros: FiltrosActivo): Promise<number> {
    const consulta = aplicarFiltros(porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId), filtros).select('COUNT(*)', 'total');
    const [{ total }] = await scanRows<{ total: number | string }>(consulta);
    return Number(total);
  }

  /** The columns a body sets (PUT replaces them all), with the derived amounts recomputed. */
  private fields(dto: ActivoDto, calculoIgv: CalculoIgv) {
    const { conIgv, motivo: _motivo, observacionesCambio: _obs, importeMn: _i, precio: _p, total: _t, igv, cantidad, precioUndMn, precioUndMe, tipoCambio, ...campos } =
      dto;
    const importes = calcularImportes({ cantidad, precioUndMn, precioUndMe, tipoCambio, conIgv: conIgv ?? (igv ?? 0) > 0, calculoIgv });
    if (!importesCaben(importes)) throw new BadRequestException(IMPORTE_EXCEDIDO);
    const nulos = Object.fromEntries(Object.keys(campos).map((key) => [key, campos[key as keyof typeof campos] ?? null]));
    const fechas = fechasDeUso(dto);
    const errores = [errorDeTasa({ tasaDepreciacion: dto.tasaDepreciacion ?? null, categoriaDepreciacion: dto.categoriaDepreciacion ?? null }), fechas.error].filter(
      (error): error is string => Boolean(error),
    );
    if (errores.length) throw new BadRequestException(errores);
    return { ...nulos, ...importes, fechaInicioUso: fechas.fechaInicioUso, activoBool: dto.activoBool ?? true } as Partial<Activo> & { descripcion: string };
  }

  /** areaId, usuarioId and direccionId must be the company's own. */
  private async assertReferences(companiaId: number, dto: ActivoDto): Promise<void> {
    const [area, usuario, direccion] = await Promise.all([
      dto.areaId ? this.areas.findInCompania(companiaId, dto.areaId) : true,
      dto.usuarioId ? this.usuarios.findInCompania(companiaId, dto.usuarioId) : true,
      dto.direccionId ? this.direcciones.findInCompania(companiaId, dto.direccionId) : true,
    ]);
    const errores = [
      !area && 'El área indicada no existe en su compañía',
      !usuario && 'El usuario indicado no existe en su compañía',
      !direccion && 'La dirección indicada no existe en su compañía',
    ].filter((e): e is string => Boolean(e));
    if (errores.length) throw new BadRequestException(errores);
  }

  private async assertCodigoFree(manager: EntityManager, companiaId: number, codigo: string, exceptId?: number): Promise<void> {
    if (await codigoOcupado(manager, companiaId, codigo, exceptId)) throw new ConflictException(`Ya existe un activo con el código ${codigo}`);
  }

  private get columnasRespondidas(): Array<keyof CamposDeActivo> {
    return this.activos.metadata.columns.map((c) => c.propertyName as keyof CamposDeActivo).filter((propiedad) => !SOLO_BUSQUEDA.has(propiedad));
  }

  /** `propiedades` of the company's assets matching the filters, in keyset-paged batches (keysetRows). */
  private filas<C extends keyof CamposDeActivo>(companiaId: number, filtros: FiltrosActivo, orden: 'id' | 'codigo', propiedades: readonly C[]): AsyncGenerator<ColumnasDeActivo<C>> {
    const pagina = (ultimo: unknown) => {
      const siguientes = (qb: SelectQueryBuilder<Activo>) => {
        if (ultimo !== undefined) qb.andWhere(`a.${orden} > :ultimo`, { ultimo });
        // Many-to-one joins never multiply rows, so a plain LIMIT pages correctly.
        return aplicarFiltros(qb, filtros).orderBy(`a.${orden}`, 'ASC').limit(EXPORT_BATCH);
      };
      if (!filtraPorTexto(filtros)) return this.leerFilas<C>(siguientes(this.consultaCruda(companiaId, propiedades)));
      // A page of a text filter may read every asset to find its rows (rowsByScannedIds).
      return rowsByScannedIds(
        siguientes(porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId).select('a.id', 'id')),
        (ids) => this.leerFilas<C>(this.consultaCruda(companiaId, propiedades).andWhere('a.id IN (:...ids)', { ids })),
        (fila) => (fila as ColumnasDeActivo<C | 'id'>).id,
      );
    };
    return keysetRows(EXPORT_BATCH, pagina, (fila) => (fila as ColumnasDeActivo<C | 'id' | 'codigo'>)[orden]);
  }

  /** The answers of the company's assets `ids` (a list's page, up to 1,000), in that order; read in pieces that share the event loop. */
  private async respuestasDe(companiaId: number, ids: number[]): Promise<ActivoRespuesta[]> {
    const porId = new Map<number, ActivoRespuesta>();
    for (let inicio = 0; inicio < ids.length; inicio += EXPORT_BATCH) {
      await shareLoop();
      const lote = ids.slice(inicio, inicio + EXPORT_BATCH);
      const filas = await this.leerFilas(this.consultaCruda(companiaId, this.columnasRespondidas).andWhere('a.id IN (:...lote)', { lote }), 'iso');
      for (const fila of filas) porId.set(fila.id, completarRespuesta(fila, fila));
    }
    return ids.flatMap((id) => porId.get(id) ?? []);
  }

  /**
   * `propiedades` of the company's assets with their user and area names: getMany() groups rows and
   * builds entities with their relations, which costs more than the query at a page of 1,000 assets
   * or an export of 100,000 (and runs on the event loop); leerFilas reads it as a raw table.
   */
  private consultaCruda(companiaId: number, propiedades: readonly string[]): SelectQueryBuilder<Activo> {
    return conNombres(porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId), propiedades);
  }

  /**
   * The assets `consulta` reads. `fechas: 'iso'` for rows that only go into an answer (search): their dates come as the
   * ISO text the answer sends (fieldReader); the exports read Date objects.
   */
  private leerFilas<C extends keyof CamposDeActivo>(consulta: SelectQueryBuilder<Activo> | SqlConParametros, fechas: FechasLeidas = 'Date'): Promise<ColumnasDeActivo<C>[]> {
    return leerFilasDeActivo<C>(this.activos.metadata, consulta, fechas);
  }

  /** What an answer written as JSON selects of the assets `qb` reads (seleccionDeRespuesta). */
  private respuestaEscrita(qb: SelectQueryBuilder<Activo>): SelectQueryBuilder<Activo> {
    return seleccionDeRespuesta(qb, this.activos.metadata, this.columnasRespondidas);
  }

  /** The answers of the assets `consulta` reads, written as JSON (escribirRespuestasDeActivo). */
  private escribirRespuestas(consulta: SqlConParametros): Promise<{ respuestas: JsonEscrito[]; tabla: RawTable }> {
    return escribirRespuestasDeActivo(this.activos.metadata, consulta);
  }
}

function omitRelations(activo: Activo): Activo {
  const { area: _area, usuario: _usuario, direccion: _direccion, ...campos } = activo;
  return campos as Activo;
}
