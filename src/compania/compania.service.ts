import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityMetadata, Not, Repository } from 'typeorm';
import { withAudit, withOldValues } from '../audit/audit-target';
import { AuditLog } from '../audit/audit-log.entity';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { canSeeCompania, deCompania, esMaestro, porCompania } from '../common/tenancy';
import { EjercicioService } from '../ejercicio/ejercicio.service';
import type { CalculoIgv } from '../dominio/importes';
import { rawTable } from '../database/raw-rows';
import { SqlPorForma } from '../database/sql-por-forma';
import { Compania } from './compania.entity';
import { CompaniaDto } from './dto/compania.dto';

/** Runs when a company starts to require the second factor; answers how many sessions it ended (never `salvo`, the actor's). */
export type AlExigirDosFactores = (companiaId: number, salvo?: string) => Promise<number>;

@Injectable()
export class CompaniaService {
  private readonly sqlPorForma = new SqlPorForma();
  private readonly alExigirDosFactores: AlExigirDosFactores[] = [];

  constructor(
    @InjectRepository(Compania) private readonly companias: Repository<Compania>,
    private readonly dataSource: DataSource,
    private readonly ejercicios: EjercicioService,
  ) {}

  /** A Maestro sees every company; anyone else only their own. */
  list(user: AuthUser, list: ListQuery): Promise<[Compania[], number]> {
    const qb = this.companias.createQueryBuilder('c');
    if (!esMaestro(user)) qb.where('c.id = :own', { own: user.companiaId });
    return applyListQuery(qb, list).getManyAndCount();
  }

  /**
   * Lets the users' module sign out, when a company starts to require the second factor, those of its users who must
   * now use one and have none: it registers here rather than this module depending on it.
   */
  onRequire2fa(listener: AlExigirDosFactores): void {
    this.alExigirDosFactores.push(listener);
  }

  findById(id: number): Promise<Compania | null> {
    return this.companias.findOneBy({ id });
  }

  /** How the company's assets split an amount with IGV (CalculoIgv). */
  async calculoIgv(id: number): Promise<CalculoIgv> {
    const calculo = await this.columnaDe(id, 'calculoIgv');
    if (calculo === undefined) throw new NotFoundException('Compañía no encontrada');
    return calculo;
  }

  /** What the company's assets depreciate from (BaseDepreciable); undefined when there is no such company. */
  baseDepreciable(id: number): Promise<Compania['baseDepreciable'] | undefined> {
    return this.columnaDe(id, 'baseDepreciable');
  }

  /** One column of the company, read on every asset write or schedule: its SQL built once (SqlPorForma), read as a raw row. */
  private async columnaDe<K extends 'calculoIgv' | 'baseDepreciable'>(id: number, columna: K): Promise<Compania[K] | undefined> {
    const consulta = this.companias.createQueryBuilder('c').select(`c.${columna}`, columna).where('c.id = :id', { id });
    const { rows } = await rawTable(this.sqlPorForma.sql(columna, consulta));
    return rows.length ? (rows[0][0] as Compania[K]) : undefined;
  }

  /** The company, if the caller may see it; otherwise 404, as if it did not exist. */
  async findVisible(user: AuthUser, id: number): Promise<Compania> {
    const compania = canSeeCompania(user, id) ? await this.findById(id) : null;
    if (!compania) throw new NotFoundException('Compañía no encontrada');
    return compania;
  }

  async create(dto: CompaniaDto): Promise<Compania> {
    await this.assertRucFree(dto.ruc);
    // A new company reads amounts as invoices give them unless it chooses otherwise.
    const saved = await this.companias.save(this.companias.create({ ...dto, rubro: dto.rubro ?? null, calculoIgv: dto.calculoIgv ?? 'incluido' }));
    return this.companias.findOneByOrFail({ id: saved.id });
  }

  update(user: AuthUser, id: number, dto: CompaniaDto): Promise<Compania> {
    return withOldValues(async (noteOld) => {
      const compania = await this.findVisible(user, id);
      await this.assertRucFree(dto.ruc, id);
      // The closed years' books were computed on the old base: changing it would change them.
      if (dto.baseDepreciable && dto.baseDepreciable !== compania.baseDepreciable && (await this.ejercicios.ultimoCerrado(id)) !== null) {
        throw new ConflictException('La base depreciable no puede cambiar después de cerrar un ejercicio');
      }
      // Its assets' IGV and prices were split by the rule in force: a new one would split only the later ones.
      if (dto.calculoIgv && dto.calculoIgv !== compania.calculoIgv && (await this.tieneActivos(id))) {
        throw new ConflictException('El cálculo del IGV no puede cambiar cuando la compañía ya tiene activos registrados');
      }
      noteOld({ ...compania });
      const exigeAhora = !compania.requiere2fa && dto.requiere2fa === true;
      await this.companias.save(Object.assign(compania, { ...dto, rubro: dto.rubro ?? null }));
      let sesionesCerradas = 0;
      if (exigeAhora) for (const listener of this.alExigirDosFactores) sesionesCerradas += await listener(id, user.sesionId);
      // The audit row says how many sessions the rule ended; the answer is the company.
      return withAudit(await this.companias.findOneByOrFail({ id }), { extra: { sesionesCerradas, exigeAhora } });
    });
  }

  /** Refused while any business table still holds rows of the company; audit rows outlive it. */
  remove(user: AuthUser, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const compania = await this.findVisible(user, id);
      const inUse = await this.tablesUsing(id);
      if (inUse.length) {
        throw new ConflictException(
          `No se puede eliminar la compañía "${compania.razonSocial}": tiene datos asociados (${inUse.join(', ')})`,
        );
      }
      noteOld({ ...compania });
      await this.companias.delete(id);
    });
  }

  private async assertRucFree(ruc: string, exceptId?: number): Promise<void> {
    const taken = await this.companias.existsBy({ ruc, ...(exceptId ? { id: Not(exceptId) } : {}) });
    if (taken) throw new ConflictException(`Ya existe una compañía con el RUC ${ruc}`);
  }

  /** Whether the company has assets (by the asset table's name: the asset module depends on this one, not the reverse). */
  private async tieneActivos(companiaId: number): Promise<boolean> {
    return porCompania(this.dataSource.createQueryBuilder().select('1').from('activo', 'a'), 'a', companiaId).getExists();
  }

  /**
   * Every table with a companiaId column, read from the entity metadata, so a new
   * domain module is covered without touching this service. Counts only. Audit rows
   * outlive the company; rows whose foreign key cascades go with it.
   */
  private async tablesUsing(companiaId: number): Promise<string[]> {
    const cascades = (meta: EntityMetadata) =>
      meta.foreignKeys.some((fk) => fk.referencedEntityMetadata.target === Compania && fk.onDelete === 'CASCADE');
    const owners = this.dataSource.entityMetadatas.filter(
      (meta) => meta.target !== AuditLog && meta.findColumnWithPropertyName('companiaId') && !cascades(meta),
    );
    const counts = await Promise.all(
      owners.map(async (meta) => {
        const count = await this.dataSource.getRepository(meta.target).count({ where: deCompania(companiaId) });
        return count ? `${meta.tableName}: ${count}` : null;
      }),
    );
    return counts.filter((entry): entry is string => entry !== null);
  }
}

/** Returns the company with this RUC, creating it when missing: the first-run seed, which may run without the app. */
export async function ensureCompania(manager: EntityManager, data: Pick<Compania, 'razonSocial' | 'ruc' | 'rubro'>): Promise<Compania> {
  const repo = manager.getRepository(Compania);
  return (await repo.findOneBy({ ruc: data.ruc })) ?? repo.save(repo.create(data));
}
