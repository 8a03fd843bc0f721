import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Not, Repository } from 'typeorm';
import { withOldValues } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { normalizeSearch } from '../dominio/search-text';
import { canSeeCompania, deCompania, porCompania } from '../common/tenancy';
import { CompaniaService } from '../compania/compania.service';
import { Area } from './area.entity';
import { AreaDto } from './dto/area.dto';

/** What the journal takes from an area: its cost centre and its own destination account. */
export type CentroDeCostoDeArea = Pick<Area, 'id' | 'nombre' | 'centroCosto' | 'cuentaDestino'>;

@Injectable()
export class AreaService {
  constructor(
    @InjectRepository(Area) private readonly areas: Repository<Area>,
    private readonly companias: CompaniaService,
  ) {}

  list(companiaId: number, list: ListQuery): Promise<[Area[], number]> {
    const qb = porCompania(this.areas.createQueryBuilder('a'), 'a', companiaId);
    return applyListQuery(qb, list).getManyAndCount();
  }

  /** Another company's id answers 404 to a non-Maestro. */
  async byCompania(user: AuthUser, companiaId: number): Promise<Area[]> {
    await this.companias.findVisible(user, companiaId);
    return this.areas.find({ where: deCompania(companiaId), order: { nombre: 'ASC' } });
  }

  async findVisible(user: AuthUser, id: number): Promise<Area> {
    const area = await this.areas.findOneBy({ id });
    if (!area || !canSeeCompania(user, area.companiaId)) throw new NotFoundException('Área no encontrada');
    return area;
  }

  /** The area if it is this company's, otherwise null. */
  /** The names of the company's areas among `ids`, by id. */
  async nombresOf(companiaId: number, ids: number[]): Promise<Map<number, string>> {
    const areas = ids.length ? await this.areas.find({ select: { id: true, nombre: true }, where: deCompania(companiaId, { id: In(ids) }) }) : [];
    return new Map(areas.map((area) => [area.id, area.nombre]));
  }

  /** `manager`: read in another operation's transaction, on its connection (never waiting for a second one of the pool). */
  findInCompania(companiaId: number, id: number, manager?: EntityManager): Promise<Area | null> {
    return (manager?.getRepository(Area) ?? this.areas).findOneBy(deCompania(companiaId, { id }));
  }

  /** `companiaId`: the request's company (companiaDestino), which the body's `companiaId` may have named. */
  async create(companiaId: number, dto: AreaDto): Promise<Area> {
    if (!(await this.companias.findById(companiaId))) throw new BadRequestException('La compañía indicada no existe');
    await this.assertNameFree(companiaId, dto.nombre);
    const saved = await this.areas.save(this.areas.create({ companiaId, nombre: dto.nombre }));
    return this.areas.findOneByOrFail({ id: saved.id });
  }

  /** `alcance`: the company the area must be of, or undefined for any (a Maestro who names none). */
  update(alcance: number | undefined, id: number, dto: AreaDto): Promise<Area> {
    return withOldValues(async (noteOld) => {
      const area = await this.findInAlcance(alcance, id);
      if (dto.companiaId !== undefined && dto.companiaId !== area.companiaId) throw new BadRequestException('Un área no puede cambiar de compañía');
      await this.assertNameFree(area.companiaId, dto.nombre, id);
      noteOld({ ...area });
      await this.areas.save(Object.assign(area, { nombre: dto.nombre }));
      return this.areas.findOneByOrFail({ id });
    });
  }

  remove(alcance: number | undefined, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const area = await this.findInAlcance(alcance, id);
      noteOld({ ...area });
      await this.areas.delete(id);
    });
  }

  /** The company's areas with their cost centres and destination accounts, by name. */
  centrosCosto(companiaId: number): Promise<CentroDeCostoDeArea[]> {
    return this.areas.find({ select: { id: true, nombre: true, centroCosto: true, cuentaDestino: true }, where: deCompania(companiaId), order: { nombre: 'ASC' } });
  }

  /**
   * Sets the cost centre of each area sent (null clears it), and its destination account when sent (null clears it);
   * an area of another company is a 404, and nothing changes.
   */
  updateCentrosCosto(companiaId: number, cambios: Array<{ areaId: number; centroCosto: string | null; cuentaDestino?: string | null }>): Promise<CentroDeCostoDeArea[]> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.centrosCosto(companiaId));
      // A company has tens of areas: one short transaction, a row each.
      await this.areas.manager.transaction(async (manager) => {
        for (const { areaId, centroCosto, cuentaDestino } of cambios) {
          const { affected } = await manager.update(Area, deCompania(companiaId, { id: areaId }), { centroCosto, ...(cuentaDestino !== undefined && { cuentaDestino }) });
          if (!affected) throw new NotFoundException(`Área #${areaId} no encontrada`);
        }
      });
      return this.centrosCosto(companiaId);
    });
  }

  private async findInAlcance(alcance: number | undefined, id: number): Promise<Area> {
    const area = await this.areas.findOneBy(deCompania(alcance, { id }));
    if (!area) throw new NotFoundException('Área no encontrada');
    return area;
  }

  private async assertNameFree(companiaId: number, nombre: string, exceptId?: number): Promise<void> {
    const taken = await this.areas.existsBy(
      deCompania(companiaId, {
        busqueda: normalizeSearch(nombre),
        ...(exceptId ? { id: Not(exceptId) } : {}),
      }),
    );
    if (taken) throw new ConflictException('Ya existe un área con ese nombre en esta compañía');
  }
}
