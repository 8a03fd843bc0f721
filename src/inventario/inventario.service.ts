import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityTarget, IsNull, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { AlcanceDeActivos, ActivoUbicacionesService, UbicacionEnLibros } from '../activo/ubicacion/activo-ubicaciones.service';
import { AreaService } from '../area/area.service';
import { AuthUser } from '../common/auth-user';
import { shareLoop } from '../common/event-loop';
import { applyListQuery, ListQuery } from '../common/list-query';
import { diaDe } from '../common/lima-time';
import { deCompania, porCompania } from '../common/tenancy';
import { CompaniaService } from '../compania/compania.service';
import { sqlTypesOf } from '../database/column-types';
import { keysetRows } from '../database/keyset-rows';
import { fieldReader, rawTable } from '../database/raw-rows';
import { DireccionService } from '../direccion/direccion.service';
import { ResultadoLectura } from '../dominio/inventario';
import { AlcanceDto, InventarioDto } from './dto/inventario.dto';
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
  ubicacionDe,
} from './inventario-reglas';

const NO_ENCONTRADO = 'Inventario no encontrado';
/**
 * Rows of a campaign read (or kept) per statement: its readings, or the books a closed one keeps. A page of 1,000
 * readings, with their dates, held the event loop 5 to 10 ms on SQLite.
 */
const POR_PAGINA = 500;

/** The group of the reconciliation each reading's result goes to. */
const GRUPO: Record<Exclude<ResultadoLectura, 'sobrante' | 'ilegible'>, 'encontrados' | 'otraUbicacion' | 'dadosDeBaja' | 'fueraDeAlcance'> = {
  encontrado: 'encontrados',
  otra_ubicacion: 'otraUbicacion',
  dado_de_baja: 'dadosDeBaja',
  fuera_de_alcance: 'fueraDeAlcance',
};

export const porCodigo = (a: { codigo: string }, b: { codigo: string }) => (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0);

const enLibros = (fila: UbicacionEnLibros | InventarioActivo, enAlcance: boolean, dadoDeBaja: boolean): ActivoEnLibros => ({
  id: 'activoId' in fila ? fila.activoId : fila.id,
  codigo: fila.codigo,
  descripcion: fila.descripcion,
  ubicacion: ubicacionDe(fila),
  enAlcance,
  dadoDeBaja,
});

/** A reconciliation with what it was made from: the assets it met in the books and the campaign's readings. */
export interface ConciliacionDetallada {
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
 * Physical count campaigns: the scope they expect and their reconciliation with the books (live until closed,
 * against the books kept at closing once closed). Its readings are written by LecturaService; the move of the assets
 * read elsewhere and the closing, by TrasladoYCierreService.
 */
@Injectable()
export class InventarioService {
  constructor(
    @InjectRepository(Inventario) private readonly inventarios: Repository<Inventario>,
    @InjectRepository(InventarioLectura) private readonly lecturas: Repository<InventarioLectura>,
    private readonly dataSource: DataSource,
    private readonly ubicaciones: ActivoUbicacionesService,
    private readonly areas: AreaService,
    private readonly direcciones: DireccionService,
    private readonly companias: CompaniaService,
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
    const { companiaId, id } = inventario;
    const { affected } = await manager.update(Inventario, deCompania(companiaId, { id, estado: 'abierto' }), { updatedAt: new Date() });
    if (!affected) throw inventarioNoAbierto((await manager.findOneBy(Inventario, deCompania(companiaId, { id }))) ?? { ...inventario, estado: 'cerrado' }, que);
  }

  /** The books of a campaign: live until it is closed (read in `manager`), those kept at closing once it is closed. */
  librosDe(inventario: Inventario, manager = this.dataSource.manager): Libros {
    return inventario.estado === 'cerrado' ? this.librosGuardados(inventario) : this.librosVivos(inventario, manager);
  }

  /** Every reading of the campaign, by id, page by page. */
  async filasDeLecturas(inventario: Inventario, manager = this.dataSource.manager): Promise<InventarioLectura[]> {
    const filas: InventarioLectura[] = [];
    for await (const fila of this.lecturasEnOrden(inventario, manager)) filas.push(fila);
    return filas;
  }

  /** Every reading of the campaign, by id, as the pages are read (sharing the event loop): for those who keep only some. */
  lecturasEnOrden(inventario: Inventario, manager = this.dataSource.manager): AsyncGenerator<InventarioLectura> {
    return paginas(manager, InventarioLectura, inventario, 'id');
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
  async conciliar(inventario: Inventario, manager = this.dataSource.manager): Promise<ConciliacionDetallada> {
    const libros = this.librosDe(inventario, manager);
    const lecturas = await this.filasDeLecturas(inventario, manager);
    const porActivo = new Map<number, InventarioLectura>();
    const sobrantes: LecturaRespuesta[] = [];
    for (const fila of lecturas) {
      await shareLoop();
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
        const libros = new Map<number, ActivoEnLibros>();
        // One at a time: a move reads the books of 100,000 readings, tens of milliseconds in one piece.
        for (const fila of await ubicaciones.ubicacionesYAlcanceOf(companiaId, alcance, ids, manager)) {
          await shareLoop();
          libros.set(fila.id, enLibros(fila, fila.enAlcance, fila.dadoDeBaja));
        }
        return libros;
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

/**
 * The refusal of a write `que` to a campaign closed or being closed: "El inventario «…» está cerrado: no admite lecturas",
 * "El inventario «…» se está cerrando: no admite lecturas".
 */
export const inventarioNoAbierto = (inventario: Pick<Inventario, 'nombre' | 'estado'>, que: string) =>
  new ConflictException(`El inventario «${inventario.nombre}» ${inventario.estado === 'cerrando' ? 'se está cerrando' : 'está cerrado'}: ${que}`);

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
