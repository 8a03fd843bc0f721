import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityTarget, IsNull, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { ActivoService } from '../activo/activo.service';
import { AlcanceDeActivos, ActivoUbicacionesService, Llegada, UbicacionEnLibros } from '../activo/ubicacion/activo-ubicaciones.service';
import { AreaService } from '../area/area.service';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { diaDe, formatDia } from '../common/lima-time';
import { deCompania, porCompania } from '../common/tenancy';
import { CompaniaService } from '../compania/compania.service';
import { bulkInsert } from '../database/bulk-insert';
import { sqlTypesOf } from '../database/column-types';
import { keysetRows } from '../database/keyset-rows';
import { fieldReader, rawTable } from '../database/raw-rows';
import { DireccionService } from '../direccion/direccion.service';
import { camposLeidos, claveDeLugar, ResultadoLectura } from '../dominio/inventario';
import { MovimientoService } from '../movimiento/movimiento.service';
import { AlcanceDto, InventarioDto } from './dto/inventario.dto';
import { TrasladarDto } from './dto/trasladar.dto';
import { InventarioActivo } from './inventario-activo.entity';
import { InventarioLectura } from './inventario-lectura.entity';
import { Inventario } from './inventario.entity';
import {
  ActivoDeInventario,
  ActivoEnLibros,
  activoEnUbicacion,
  Alcance,
  alcanceDe,
  Conciliacion,
  fechaCorteDe,
  FilaConciliacion,
  InventarioRespuesta,
  lecturaRespuesta,
  LecturaRespuesta,
  Libros,
  propuestaDe,
  ResumenGuardado,
  textoDeAlcance,
  textoDeUbicacion,
  Ubicacion,
  ubicacionDe,
} from './inventario-reglas';

const NO_ENCONTRADO = 'Inventario no encontrado';
/** Rows of a campaign read (or kept) per statement: its readings, or the books a closed one keeps. */
/** Readings that keep arriving while a close reads the reconciliation make it read again, this many times at most. */
const INTENTOS_DE_CIERRE = 3;
const POR_PAGINA = 1000;

/** The group of the reconciliation each reading's result goes to. */
const GRUPO: Record<Exclude<ResultadoLectura, 'sobrante' | 'ilegible'>, 'encontrados' | 'otraUbicacion' | 'dadosDeBaja' | 'fueraDeAlcance'> = {
  encontrado: 'encontrados',
  otra_ubicacion: 'otraUbicacion',
  dado_de_baja: 'dadosDeBaja',
  fuera_de_alcance: 'fueraDeAlcance',
};

const porCodigo = (a: { codigo: string }, b: { codigo: string }) => (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0);

const enLibros = (fila: UbicacionEnLibros | InventarioActivo, enAlcance: boolean, dadoDeBaja: boolean): ActivoEnLibros => ({
  id: 'activoId' in fila ? fila.activoId : fila.id,
  codigo: fila.codigo,
  descripcion: fila.descripcion,
  ubicacion: ubicacionDe(fila),
  enAlcance,
  dadoDeBaja,
});

/** A reconciliation with what it was made from: the assets it met in the books and the campaign's readings. */
interface ConciliacionDetallada {
  conciliacion: Conciliacion;
  activos: ActivoEnLibros[];
  lecturas: InventarioLectura[];
}

/** What the acta and the spreadsheet of a campaign print. */
export interface DocumentoDeInventario {
  compania: { razonSocial: string; ruc: string };
  conciliacion: Conciliacion;
  alcance: string;
  /** Who counted and how many readings each made, by name. */
  contadores: Array<{ usuario: string; lecturas: number }>;
}

/**
 * Physical count campaigns: the scope they expect, their reconciliation with the books (live while open,
 * against the books kept at closing once closed), the move of the assets read elsewhere, and the closing.
 * Its readings are written by LecturaService.
 */
@Injectable()
export class InventarioService {
  constructor(
    @InjectRepository(Inventario) private readonly inventarios: Repository<Inventario>,
    @InjectRepository(InventarioLectura) private readonly lecturas: Repository<InventarioLectura>,
    private readonly dataSource: DataSource,
    private readonly activos: ActivoService,
    private readonly ubicaciones: ActivoUbicacionesService,
    private readonly areas: AreaService,
    private readonly direcciones: DireccionService,
    private readonly companias: CompaniaService,
    private readonly movimientos: MovimientoService,
  ) {}

  async create(user: AuthUser, companiaId: number, dto: InventarioDto): Promise<InventarioRespuesta> {
    const alcance = await this.alcanceValidado(companiaId, dto.alcance);
    const inventario = this.inventarios.create({
      companiaId,
      nombre: dto.nombre,
      fechaCorte: diaDe(dto.fechaCorte),
      alcance: JSON.stringify(alcance),
      estado: 'abierto',
      creadoPorId: user.userId,
      creadoPor: user.nombre,
    });
    return this.respuestaDe(await this.inventarios.save(inventario));
  }

  /** One page of the company's campaigns; the figures of an open one are counted for each. */
  async list(companiaId: number, list: ListQuery): Promise<[InventarioRespuesta[], number]> {
    const [filas, total] = await applyListQuery(porCompania(this.inventarios.createQueryBuilder('i'), 'i', companiaId), list).getManyAndCount();
    return [await Promise.all(filas.map((fila) => this.respuestaDe(fila))), total];
  }

  async findVisible(companiaId: number, id: number): Promise<InventarioRespuesta> {
    return this.respuestaDe(await this.findEntity(companiaId, id));
  }

  async findEntity(companiaId: number, id: number): Promise<Inventario> {
    const inventario = await this.inventarios.findOneBy(deCompania(companiaId, { id }));
    if (!inventario) throw new NotFoundException(NO_ENCONTRADO);
    return inventario;
  }

  /**
   * Holds the open campaign for a write in `manager`'s transaction: the update locks its row, so the closing waits for
   * the writes under way and the writes after it find it closed (409, `que` says what it refused).
   */
  async holdAbierto(manager: EntityManager, inventario: Inventario, que: string): Promise<void> {
    const { affected } = await manager.update(Inventario, deCompania(inventario.companiaId, { id: inventario.id, estado: 'abierto' }), { updatedAt: new Date() });
    if (!affected) throw inventarioCerrado(inventario, que);
  }

  /** The books of a campaign: live while it is open (read in `manager`), those kept at closing once it is closed. */
  librosDe(inventario: Inventario, manager = this.dataSource.manager): Libros {
    return inventario.estado === 'cerrado' ? this.librosGuardados(inventario) : this.librosVivos(inventario, manager);
  }

  /** Every reading of the campaign, by id, page by page. */
  async filasDeLecturas(inventario: Inventario, manager = this.dataSource.manager): Promise<InventarioLectura[]> {
    const filas: InventarioLectura[] = [];
    for await (const fila of paginas(manager, InventarioLectura, inventario, 'id')) filas.push(fila);
    return filas;
  }

  /** The scope's assets by code, each with whether it was read: what the phone keeps to count without network. */
  async activosOf(companiaId: number, id: number): Promise<ActivoDeInventario[]> {
    const inventario = await this.findEntity(companiaId, id);
    const leidos = new Set((await this.filasDeLecturas(inventario)).map((fila) => fila.activoId));
    const activos: ActivoDeInventario[] = [];
    for await (const activo of this.librosDe(inventario).enAlcance()) activos.push({ ...activoEnUbicacion(activo), leido: leidos.has(activo.id) });
    return activos;
  }

  async conciliacionOf(companiaId: number, id: number): Promise<Conciliacion> {
    return (await this.conciliar(await this.findEntity(companiaId, id))).conciliacion;
  }

  /** What the acta and the spreadsheet print: the reconciliation, the scope in words and who counted. */
  async documentoOf(companiaId: number, id: number): Promise<DocumentoDeInventario> {
    const inventario = await this.findEntity(companiaId, id);
    const [{ conciliacion, lecturas }, compania] = await Promise.all([this.conciliar(inventario), this.companias.findById(companiaId)]);
    const alcance = alcanceDe(inventario);
    const [areas, direcciones] = await Promise.all([this.areas.nombresOf(companiaId, alcance.areaIds ?? []), this.direcciones.dropdown(companiaId)]);
    const porUsuario = new Map<string, number>();
    for (const { usuario } of lecturas) porUsuario.set(usuario, (porUsuario.get(usuario) ?? 0) + 1);
    return {
      compania: { razonSocial: compania?.razonSocial ?? '', ruc: compania?.ruc ?? '' },
      conciliacion,
      alcance: textoDeAlcance(alcance, { areas, direcciones: new Map(direcciones.map((d) => [d.id, d.text])) }),
      contadores: [...porUsuario].map(([usuario, cuenta]) => ({ usuario, lecturas: cuenta })).sort((a, b) => a.usuario.localeCompare(b.usuario, 'es')),
    };
  }

  /**
   * Moves the assets read elsewhere (all of them, or those of `activoIds`) to where they were read, in one transaction:
   * one movement per place of arrival, made by MovimientoService, each asset with its location-history entry. Only the
   * fields the reading brought change. Disposed assets are not moved.
   */
  async trasladar(user: AuthUser, companiaId: number, id: number, dto: TrasladarDto): Promise<{ trasladados: number; movimientoIds: number[] }> {
    const inventario = await this.findEntity(companiaId, id);
    const que = 'no admite traslados';
    if (inventario.estado === 'cerrado') throw inventarioCerrado(inventario, que);
    return this.dataSource.transaction(async (manager) => {
      await this.holdAbierto(manager, inventario, que);
      const leidas = (await this.filasDeLecturas(inventario, manager)).filter((fila) => fila.activoId !== null);
      const pedidos = dto.activoIds && new Set(dto.activoIds);
      const filas = pedidos ? leidas.filter((fila) => pedidos.has(fila.activoId!)) : leidas;
      // Every asset locked at once, in id order, before the books say which are disposed of; each movement below locks its own again.
      await this.activos.lock(manager, companiaId, filas.map((fila) => fila.activoId!));
      const libros = await this.librosDe(inventario, manager).de(filas.map((fila) => fila.activoId!));
      const lecturas = filas.map((fila) => lecturaRespuesta(fila, libros.get(fila.activoId!) ?? null));
      if (pedidos) this.assertTrasladables(lecturas, dto.activoIds!);
      const porLugar = new Map<string, LecturaRespuesta[]>();
      for (const lectura of lecturas.filter((l) => l.resultado === 'otra_ubicacion').sort(porCodigo)) {
        const clave = claveDeLugar(lectura.ubicacion);
        const grupo = porLugar.get(clave);
        if (grupo) grupo.push(lectura);
        else porLugar.set(clave, [lectura]);
      }
      const movimientoIds: number[] = [];
      for (const grupo of porLugar.values()) {
        const lugar = textoDeUbicacion(grupo[0].ubicacion);
        movimientoIds.push(
          await this.movimientos.createTraslado(manager, user, companiaId, {
            destinatario: `Inventario «${inventario.nombre}»`.slice(0, 100),
            detalle: `Traslado a la ubicación donde se encontraron los activos en el inventario «${inventario.nombre}» (corte ${formatDia(inventario.fechaCorte)})`.slice(0, 500),
            puntoDeLlegada: lugar.slice(0, 255),
            llegada: llegadaDe(grupo[0].ubicacion),
            motivo: `ubicación encontrada en el inventario «${inventario.nombre}»`.slice(0, 200),
            activoIds: grupo.map((lectura) => lectura.activoId!),
          }),
        );
      }
      return { trasladados: [...porLugar.values()].reduce((suma, grupo) => suma + grupo.length, 0), movimientoIds };
    });
  }

  /**
   * Closes the campaign: no more readings nor moves, and its reconciliation is frozen. The reconciliation is read
   * first, sharing the event loop; then one transaction marks the row closed and keeps the books it met
   * (inventario_activo: each asset of its scope and each read outside it, where it stood, in scope or not, disposed of
   * or not) with its figures. Every reading and move touches the campaign's row (holdAbierto): a row that changed
   * while the reconciliation was read means a reading came in, and the reconciliation is read again.
   */
  async close(user: AuthUser, companiaId: number, id: number): Promise<InventarioRespuesta> {
    for (let intento = 1; ; intento++) {
      const inventario = await this.findEntity(companiaId, id);
      const yaCerrado = new ConflictException(`El inventario «${inventario.nombre}» ya está cerrado`);
      if (inventario.estado === 'cerrado') throw yaCerrado;
      const { conciliacion, activos } = await this.conciliar(inventario);
      const cerrado = await this.dataSource.transaction(async (manager) => {
        const fila = porCompania(manager.createQueryBuilder(Inventario, 'i'), 'i', companiaId).andWhere('i.id = :id', { id });
        // Server databases: wait for the readings under way to commit. SQLite runs this transaction whole, without pauses.
        if (manager.connection.options.type !== 'better-sqlite3') fila.setLock('pessimistic_write');
        const actual = await fila.getOneOrFail();
        if (actual.estado === 'cerrado') throw yaCerrado;
        if (actual.updatedAt.getTime() !== inventario.updatedAt.getTime()) return false;
        const { resumen } = conciliacion;
        const guardado: ResumenGuardado = { ...resumen, leidos: resumen.esperados - resumen.faltantes };
        await manager.update(Inventario, deCompania(companiaId, { id }), {
          estado: 'cerrado',
          cerradoEl: new Date(),
          cerradoPorId: user.userId,
          cerradoPor: user.nombre,
          resumen: JSON.stringify(guardado),
        });
        const filas = activos.map(({ id: activoId, codigo, descripcion, ubicacion, enAlcance, dadoDeBaja }) => ({
          companiaId,
          inventarioId: id,
          activoId,
          codigo,
          descripcion,
          ...ubicacion,
          enAlcance,
          dadoDeBaja,
        }));
        const porLote = Math.min(Math.floor(sqlTypesOf(manager.connection.options.type).maxParameters / manager.connection.getMetadata(InventarioActivo).columns.length), POR_PAGINA);
        for (let inicio = 0; inicio < filas.length; inicio += porLote) await bulkInsert(manager, InventarioActivo, filas.slice(inicio, inicio + porLote));
        return true;
      });
      if (cerrado) break;
      if (intento === INTENTOS_DE_CIERRE) throw new ConflictException(`El inventario «${inventario.nombre}» sigue recibiendo lecturas: ciérrelo cuando terminen`);
    }
    return this.findVisible(companiaId, id);
  }

  /** A campaign as answered, with its figures: kept at closing, counted by the database while open. */
  private async respuestaDe(inventario: Inventario): Promise<InventarioRespuesta> {
    const base = baseDe(inventario);
    if (inventario.estado === 'cerrado' && inventario.resumen) {
      const { esperados, leidos, sobrantes } = JSON.parse(inventario.resumen) as ResumenGuardado;
      return { ...base, esperados, leidos, sobrantes };
    }
    const { companiaId, id: inventarioId } = inventario;
    const alcance = alcanceDeActivos(inventario);
    const leidas = porCompania(this.lecturas.createQueryBuilder('l'), 'l', companiaId).select('l.activoId').andWhere('l.inventarioId = :inventarioId', { inventarioId });
    const [esperados, leidos, sobrantes] = await Promise.all([
      this.ubicaciones.countEnAlcance(companiaId, alcance),
      this.ubicaciones.countEnAlcance(companiaId, alcance, leidas),
      this.lecturas.countBy(deCompania(companiaId, { inventarioId, activoId: IsNull(), textoLeido: IsNull() })),
    ]);
    return { ...base, esperados, leidos, sobrantes };
  }

  /**
   * The reconciliation of the campaign with its books: each asset of the scope found where the books say, elsewhere
   * (with the place a move would leave it), missing, or disposed of; each asset read outside the scope; each code read
   * that the books do not have. The scope is read by code, page by page.
   */
  private async conciliar(inventario: Inventario, manager = this.dataSource.manager): Promise<ConciliacionDetallada> {
    const libros = this.librosDe(inventario, manager);
    const lecturas = await this.filasDeLecturas(inventario, manager);
    const porActivo = new Map<number, InventarioLectura>();
    const sobrantes: LecturaRespuesta[] = [];
    for (const fila of lecturas) {
      // An unreadable reading names no code: neither an asset nor a surplus.
      if (fila.textoLeido !== null) continue;
      if (fila.activoId === null) sobrantes.push(lecturaRespuesta(fila, null));
      else porActivo.set(fila.activoId, fila);
    }
    const grupos: Record<'encontrados' | 'otraUbicacion' | 'faltantes' | 'dadosDeBaja' | 'fueraDeAlcance', FilaConciliacion[]> = {
      encontrados: [],
      otraUbicacion: [],
      faltantes: [],
      dadosDeBaja: [],
      fueraDeAlcance: [],
    };
    const activos: ActivoEnLibros[] = [];
    const clasificar = (activo: ActivoEnLibros) => {
      activos.push(activo);
      const fila = porActivo.get(activo.id);
      if (!fila) {
        grupos.faltantes.push({ activo: activoEnUbicacion(activo), lectura: null, propuesta: null });
        return;
      }
      porActivo.delete(activo.id);
      const lectura = lecturaRespuesta(fila, activo);
      if (lectura.resultado === 'sobrante' || lectura.resultado === 'ilegible') return;
      const propuesta = lectura.resultado === 'otra_ubicacion' ? propuestaDe(activo.ubicacion, lectura.ubicacion) : null;
      grupos[GRUPO[lectura.resultado]].push({ activo: activoEnUbicacion(activo), lectura, propuesta });
    };
    let esperados = 0;
    for await (const activo of libros.enAlcance()) {
      esperados++;
      clasificar(activo);
    }
    // The readings left are of assets outside the scope: read by id, in code order.
    for (const activo of [...(await libros.de([...porActivo.keys()])).values()].sort(porCodigo)) clasificar(activo);
    grupos.dadosDeBaja.sort((a, b) => porCodigo(a.activo, b.activo));
    sobrantes.sort(porCodigo);
    const conciliacion: Conciliacion = {
      inventario: { ...baseDe(inventario), esperados, leidos: esperados - grupos.faltantes.length, sobrantes: sobrantes.length },
      resumen: {
        esperados,
        encontrados: grupos.encontrados.length,
        otraUbicacion: grupos.otraUbicacion.length,
        faltantes: grupos.faltantes.length,
        sobrantes: sobrantes.length,
        dadosDeBaja: grupos.dadosDeBaja.length,
        fueraDeAlcance: grupos.fueraDeAlcance.length,
      },
      ...grupos,
      sobrantes,
    };
    return { conciliacion, activos, lecturas };
  }

  private librosVivos(inventario: Inventario, manager: EntityManager): Libros {
    const { companiaId } = inventario;
    const alcance = alcanceDeActivos(inventario);
    const ubicaciones = this.ubicaciones;
    return {
      async *enAlcance() {
        for await (const fila of ubicaciones.ubicacionesEnAlcance(companiaId, alcance, manager)) yield enLibros(fila, true, fila.dadoDeBaja);
      },
      async de(ids) {
        const filas = await ubicaciones.ubicacionesOf(companiaId, ids, manager);
        const dentro = await ubicaciones.idsEnAlcance(companiaId, alcance, ids, manager);
        return new Map(filas.map((fila) => [fila.id, enLibros(fila, dentro.has(fila.id), fila.dadoDeBaja)]));
      },
    };
  }

  private librosGuardados(inventario: Inventario): Libros {
    const manager = this.dataSource.manager;
    const desdeFila = (fila: InventarioActivo) => enLibros(fila, fila.enAlcance, fila.dadoDeBaja);
    return {
      async *enAlcance() {
        for await (const fila of paginas(manager, InventarioActivo, inventario, 'codigo', (qb) => qb.andWhere('f.enAlcance = :enAlcance', { enAlcance: true }))) yield desdeFila(fila);
      },
      async de(ids) {
        const filas = new Map<number, ActivoEnLibros>();
        const tamano = Math.min(sqlTypesOf(manager.connection.options.type).maxParameters - 3, POR_PAGINA);
        for (let inicio = 0; inicio < ids.length; inicio += tamano) {
          const lote = ids.slice(inicio, inicio + tamano);
          for await (const fila of paginas(manager, InventarioActivo, inventario, 'codigo', (qb) => qb.andWhere('f.activoId IN (:...lote)', { lote }))) filas.set(fila.activoId, desdeFila(fila));
        }
        return filas;
      },
    };
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

  /** The scope of a body, each area and address the company's, stored without empty criteria. */
  private async alcanceValidado(companiaId: number, dto: AlcanceDto | undefined): Promise<Alcance> {
    const alcance: Alcance = {};
    const ordenados = (ids: number[]) => [...ids].sort((a, b) => a - b);
    if (dto?.areaIds?.length) {
      const nombres = await this.areas.nombresOf(companiaId, dto.areaIds);
      const ajenas = dto.areaIds.filter((areaId) => !nombres.has(areaId));
      if (ajenas.length) throw new BadRequestException(`Las áreas del alcance no existen en su compañía: ${ajenas.join(', ')}`);
      alcance.areaIds = ordenados(dto.areaIds);
    }
    if (dto?.sedes?.length) alcance.sedes = dto.sedes;
    if (dto?.direccionIds?.length) {
      const propias = new Set((await this.direcciones.dropdown(companiaId)).map((d) => d.id));
      const ajenas = dto.direccionIds.filter((direccionId) => !propias.has(direccionId));
      if (ajenas.length) throw new BadRequestException(`Las direcciones del alcance no existen en su compañía: ${ajenas.join(', ')}`);
      alcance.direccionIds = ordenados(dto.direccionIds);
    }
    return alcance;
  }
}

/**
 * The rows of one of the campaign's tables in `orden`, page by page (keysetRows), read as raw tables: building entities
 * costs more than the query at 100,000 rows, all of it on the event loop with SQLite.
 */
function paginas<T extends InventarioLectura | InventarioActivo>(
  manager: EntityManager,
  tabla: EntityTarget<T>,
  inventario: Inventario,
  orden: 'id' | 'codigo',
  filtro: (qb: SelectQueryBuilder<T>) => unknown = () => undefined,
): AsyncGenerator<T> {
  const metadata = manager.connection.getMetadata(tabla);
  const pagina = async (ultimo: unknown) => {
    const qb = porCompania(manager.createQueryBuilder(tabla, 'f'), 'f', inventario.companiaId).andWhere('f.inventarioId = :inventarioId', { inventarioId: inventario.id });
    filtro(qb);
    if (ultimo !== undefined) qb.andWhere(`f.${orden} > :ultimo`, { ultimo });
    const { columns, rows } = await rawTable(qb.orderBy(`f.${orden}`, 'ASC').limit(POR_PAGINA) as unknown as SelectQueryBuilder<ObjectLiteral>);
    return rows.map(fieldReader<T>(metadata, manager.connection.driver, 'f', columns));
  };
  return keysetRows(POR_PAGINA, pagina, (fila) => fila[orden]);
}

/** The refusal of a write `que` to a closed campaign: "El inventario «…» está cerrado: no admite lecturas". */
export const inventarioCerrado = (inventario: Pick<Inventario, 'nombre'>, que: string) => new ConflictException(`El inventario «${inventario.nombre}» está cerrado: ${que}`);

/** A campaign as answered, but its figures. */
const baseDe = (inventario: Inventario): Omit<InventarioRespuesta, 'esperados' | 'leidos' | 'sobrantes'> => ({
  id: inventario.id,
  nombre: inventario.nombre,
  fechaCorte: fechaCorteDe(inventario),
  alcance: alcanceDe(inventario),
  estado: inventario.estado,
  creadoPor: inventario.creadoPor,
  createdAt: inventario.createdAt,
  cerradoEl: inventario.cerradoEl,
  cerradoPor: inventario.cerradoPor,
});

/** The campaign's scope as ActivoUbicacionesService reads it: in the books on its cut date. */
const alcanceDeActivos = (inventario: Inventario): AlcanceDeActivos => ({ vigentesAl: inventario.fechaCorte, ...alcanceDe(inventario) });

/** Where a move takes the assets read at `ubicacion`: the fields the reading brought. */
function llegadaDe(ubicacion: Ubicacion): Llegada {
  const llegada: Llegada = {};
  for (const campo of camposLeidos(ubicacion)) Object.assign(llegada, { [campo]: typeof ubicacion[campo] === 'string' ? (ubicacion[campo] as string).trim() : ubicacion[campo] });
  return llegada;
}

