import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { AlcanceDeActivos, ActivoService, UbicacionEnLibros } from '../activo/activo.service';
import { AreaService } from '../area/area.service';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { diaDe } from '../common/lima-time';
import { deCompania, porCompania } from '../common/tenancy';
import { keysetRows } from '../database/keyset-rows';
import { DireccionService } from '../direccion/direccion.service';
import { AlcanceDto, InventarioDto } from './dto/inventario.dto';
import { InventarioLectura } from './inventario-lectura.entity';
import { Inventario } from './inventario.entity';
import { ActivoDeInventario, ActivoEnLibros, activoEnUbicacion, Alcance, alcanceDe, fechaCorteDe, InventarioRespuesta, Libros, ubicacionDe } from './inventario-reglas';

const NO_ENCONTRADO = 'Inventario no encontrado';
/** Readings of a campaign read per page. */
const POR_PAGINA = 1000;

const enLibros = (fila: UbicacionEnLibros, enAlcance: boolean, dadoDeBaja: boolean): ActivoEnLibros => ({
  id: fila.id,
  codigo: fila.codigo,
  descripcion: fila.descripcion,
  ubicacion: ubicacionDe(fila),
  enAlcance,
  dadoDeBaja,
});

/** Physical count campaigns (issue 20): the scope they expect and their books. Their readings are written by LecturaService. */
@Injectable()
export class InventarioService {
  constructor(
    @InjectRepository(Inventario) private readonly inventarios: Repository<Inventario>,
    @InjectRepository(InventarioLectura) private readonly lecturas: Repository<InventarioLectura>,
    private readonly dataSource: DataSource,
    private readonly activos: ActivoService,
    private readonly areas: AreaService,
    private readonly direcciones: DireccionService,
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

  async findEntity(companiaId: number, id: number, manager = this.dataSource.manager): Promise<Inventario> {
    const inventario = await manager.findOneBy(Inventario, deCompania(companiaId, { id }));
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

  /** The books of a campaign, read in `manager`. */
  librosDe(inventario: Inventario, manager = this.dataSource.manager): Libros {
    return this.librosVivos(inventario, manager);
  }

  /** Every reading of the campaign, by id, page by page. */
  async filasDeLecturas(inventario: Inventario, manager = this.dataSource.manager): Promise<InventarioLectura[]> {
    const { companiaId, id: inventarioId } = inventario;
    const pagina = (ultimo: number | undefined) =>
      manager.find(InventarioLectura, {
        where: deCompania(companiaId, ultimo === undefined ? { inventarioId } : { inventarioId, id: MoreThan(ultimo) }),
        order: { id: 'ASC' },
        take: POR_PAGINA,
      });
    const filas: InventarioLectura[] = [];
    for await (const fila of keysetRows(POR_PAGINA, pagina, (f) => f.id)) filas.push(fila);
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

  /** A campaign as answered, with its figures counted by the database. */
  private async respuestaDe(inventario: Inventario): Promise<InventarioRespuesta> {
    const base = baseDe(inventario);
    const { companiaId, id: inventarioId } = inventario;
    const alcance = alcanceDeActivos(inventario);
    const leidas = porCompania(this.lecturas.createQueryBuilder('l'), 'l', companiaId).select('l.activoId').andWhere('l.inventarioId = :inventarioId', { inventarioId });
    const [esperados, leidos, sobrantes] = await Promise.all([
      this.activos.countEnAlcance(companiaId, alcance),
      this.activos.countEnAlcance(companiaId, alcance, leidas),
      this.lecturas.countBy(deCompania(companiaId, { inventarioId, activoId: IsNull() })),
    ]);
    return { ...base, esperados, leidos, sobrantes };
  }

  private librosVivos(inventario: Inventario, manager: EntityManager): Libros {
    const { companiaId } = inventario;
    const alcance = alcanceDeActivos(inventario);
    const activos = this.activos;
    return {
      async *enAlcance() {
        for await (const fila of activos.ubicacionesEnAlcance(companiaId, alcance, manager)) yield enLibros(fila, true, fila.dadoDeBaja);
      },
      async de(ids) {
        const filas = await activos.ubicacionesOf(companiaId, ids, manager);
        const dentro = await activos.idsEnAlcance(companiaId, alcance, ids, manager);
        return new Map(filas.map((fila) => [fila.id, enLibros(fila, dentro.has(fila.id), fila.dadoDeBaja)]));
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

/** The campaign's scope as ActivoService reads it: in the books on its cut date. */
const alcanceDeActivos = (inventario: Inventario): AlcanceDeActivos => ({ vigentesAl: inventario.fechaCorte, ...alcanceDe(inventario) });
