import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { porCompania } from '../common/tenancy';
import { mesDe } from '../database/mes-sql';
import { scanRows } from '../database/scan-rows';
import { Activo } from './activo.entity';

/** The columns an asset's depreciation rate depends on, and the category the dashboard shows. */
const COLUMNAS_DEPRECIABLES = ['categoria', 'tasaDepreciacion', 'categoriaDepreciacion'] as const;

/** A depreciation group's row; PostgreSQL and SQL Server answer decimals as strings. */
export interface FilaDepreciable {
  categoria: string | null;
  tasaDepreciacion: string | number | null;
  categoriaDepreciacion: string | null;
  mes: string | null;
  total: string | number;
}

/** Assets a report points out: how many, and the first ones by code. */
export interface ActivosSenalados {
  total: number;
  activos: Array<{ id: number; codigo: string; descripcion: string }>;
}

/** A user's assets in the assignment report; PostgreSQL answers counts and sums as text. */
export interface TotalUsuario {
  usuarioId: number;
  nombre: string;
  apellido: string | null;
  codigo: string | null;
  cantidad: number | string;
  valorTotal: number | string;
}

/**
 * Counts, sums and groups of a company's assets that the dashboard and the reports read: each is
 * computed by the database so its cost follows the number of groups, never of assets, and runs
 * off the event loop on SQLite (scanRows). Read-only.
 */
@Injectable()
export class ActivoCifrasService {
  constructor(
    @InjectRepository(Activo) private readonly activos: Repository<Activo>,
    private readonly dataSource: DataSource,
  ) {}

  private deCompania(companiaId: number) {
    return porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId);
  }

  countByEstado(companiaId: number): Promise<Array<{ status: string | null; count: number | string }>> {
    return scanRows(this.deCompania(companiaId).select('a.estado', 'status').addSelect('COUNT(*)', 'count').groupBy('a.estado'));
  }

  /** Grouped on the asset table alone, in the order of its companiaId, areaId index. */
  countByArea(companiaId: number): Promise<Array<{ areaId: number | string | null; count: number | string }>> {
    return scanRows(this.deCompania(companiaId).select('a.areaId', 'areaId').addSelect('COUNT(*)', 'count').groupBy('a.areaId'));
  }

  /**
   * The catalogue's value grouped by what its depreciation depends on and by acquisition month.
   * Grouped twice: by acquisition date first, in the order of the (companiaId, categoria, …,
   * fechaAdquisicion, total) index, which SQLite then reads without sorting the assets; then
   * those far fewer rows by month.
   */
  sumDepreciables(companiaId: number): Promise<FilaDepreciable[]> {
    const porFecha = this.deCompania(companiaId).select('SUM(a.total)', 'total');
    for (const columna of [...COLUMNAS_DEPRECIABLES, 'fechaAdquisicion']) porFecha.addSelect(`a.${columna}`, columna).addGroupBy(`a.${columna}`);

    const g = (columna: string) => `g.${this.dataSource.driver.escape(columna)}`;
    const mes = mesDe(this.dataSource.options.type, g('fechaAdquisicion'));
    const porMes = this.dataSource.createQueryBuilder().select(`SUM(${g('total')})`, 'total').addSelect(mes, 'mes').from(`(${porFecha.getQuery()})`, 'g');
    for (const columna of COLUMNAS_DEPRECIABLES) porMes.addSelect(g(columna), columna).addGroupBy(g(columna));
    return scanRows<FilaDepreciable>(porMes.addGroupBy(mes).setParameters(porFecha.getParameters()));
  }

  /**
   * The assets a year's book cannot show as it should, among those not disposed of before the year: without an
   * acquisition date (left out of the book) and, acquired by `hasta`'s month, without a SUNAT depreciation
   * category (their rate cannot be checked against the law's maximum). Up to `limite` of each, by code.
   */
  async pendientesDelLibro(companiaId: number, anio: number, hasta: Date, limite: number): Promise<{ sinFecha: ActivosSenalados; sinCategoria: ActivosSenalados }> {
    const delAnio = () => this.deCompania(companiaId).andWhere('(a.fechaBaja IS NULL OR a.fechaBaja >= :inicio)', { inicio: new Date(Date.UTC(anio, 0, 1)) });
    const senalados = async (consulta: ReturnType<typeof delAnio>): Promise<ActivosSenalados> => {
      const [activos, [{ total }]] = await Promise.all([
        scanRows<{ id: number; codigo: string; descripcion: string }>(consulta.clone().select(['a.id AS id', 'a.codigo AS codigo', 'a.descripcion AS descripcion']).orderBy('a.codigo').limit(limite)),
        scanRows<{ total: number | string }>(consulta.clone().select('COUNT(*)', 'total')),
      ]);
      return { total: Number(total), activos: activos.map((activo) => ({ ...activo, id: Number(activo.id) })) };
    };
    const finDelMes = new Date(Date.UTC(hasta.getUTCFullYear(), hasta.getUTCMonth() + 1, 1));
    const [sinFecha, sinCategoria] = await Promise.all([
      senalados(delAnio().andWhere('a.fechaAdquisicion IS NULL')),
      senalados(delAnio().andWhere('a.categoriaDepreciacion IS NULL AND a.fechaAdquisicion < :finDelMes', { finDelMes })),
    ]);
    return { sinFecha, sinCategoria };
  }

  /**
   * Assets registered in [inicio, fin): a count on its range of the (companiaId, createdAt) index. It stays
   * on the event loop: a range count takes a few milliseconds even with 100,000 in one month.
   */
  async countCreatedBetween(companiaId: number, inicio: Date, fin: Date): Promise<number> {
    const fila = await this.deCompania(companiaId).select('COUNT(*)', 'cantidad').andWhere('a.createdAt >= :inicio AND a.createdAt < :fin', { inicio, fin }).getRawOne();
    return Number(fila.cantidad);
  }

  /** Assets out of service (activoBool false) by the month, on a clock `offsetHours` from UTC, of their last change since `desde`. */
  countFueraDeServicioByMes(companiaId: number, desde: Date, offsetHours: number): Promise<Array<{ mes: string; cantidad: number | string }>> {
    const mes = mesDe(this.dataSource.options.type, 'a.updatedAt', offsetHours);
    return scanRows(
      this.deCompania(companiaId)
        .select(mes, 'mes')
        .addSelect('COUNT(*)', 'cantidad')
        .andWhere('a.activoBool = :activoBool AND a.updatedAt >= :desde', { activoBool: false, desde })
        .groupBy(mes),
    );
  }

  private asignados(companiaId: number, usuarioId?: number) {
    const qb = this.deCompania(companiaId).innerJoin('a.usuario', 'u');
    return usuarioId ? qb.andWhere('a.usuarioId = :usuarioId', { usuarioId }) : qb;
  }

  /** Count and value of the assets of each user (or of the one named), by user name. */
  totalesPorUsuario(companiaId: number, usuarioId?: number): Promise<TotalUsuario[]> {
    const totales = this.asignados(companiaId, usuarioId)
      .select('a.usuarioId', 'usuarioId')
      .addSelect('u.nombre', 'nombre')
      .addSelect('u.apellido', 'apellido')
      .addSelect('u.codigo', 'codigo')
      .addSelect('COUNT(*)', 'cantidad')
      .addSelect('COALESCE(SUM(a.total), 0)', 'valorTotal')
      .groupBy('a.usuarioId')
      .addGroupBy('u.nombre')
      .addGroupBy('u.apellido')
      .addGroupBy('u.codigo')
      .orderBy('u.nombre', 'ASC')
      .addOrderBy('u.apellido', 'ASC')
      .addOrderBy('a.usuarioId', 'ASC');
    return scanRows<TotalUsuario>(totales);
  }

  /** Count and value of the assets no user holds. */
  async totalSinUsuario(companiaId: number): Promise<{ cantidad: number | string; valorTotal: number | string } | undefined> {
    const [fila] = await scanRows<{ cantidad: number | string; valorTotal: number | string }>(
      this.deCompania(companiaId).select('COUNT(*)', 'cantidad').addSelect('COALESCE(SUM(a.total), 0)', 'valorTotal').andWhere('a.usuarioId IS NULL'),
    );
    return fila;
  }

  /** A keyset page, by code after `ultimo`, of the assets assigned to a user (or to the one named), with their area. */
  pageAsignados(companiaId: number, usuarioId: number | undefined, ultimo: string | undefined, lote: number): Promise<Activo[]> {
    const qb = this.asignados(companiaId, usuarioId)
      .leftJoin('a.area', 'ar')
      .select(['a.id', 'a.codigo', 'a.descripcion', 'a.marca', 'a.modelo', 'a.serie', 'a.estado', 'a.fechaAdquisicion', 'a.total', 'a.usuarioId'])
      .addSelect(['ar.id', 'ar.nombre']);
    if (ultimo !== undefined) qb.andWhere('a.codigo > :ultimo', { ultimo });
    return qb.orderBy('a.codigo', 'ASC').take(lote).getMany();
  }
}
