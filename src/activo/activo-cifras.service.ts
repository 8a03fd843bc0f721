import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import { deCompania, porCompania } from '../common/tenancy';
import { keysetRows } from '../database/keyset-rows';
import { mesDe } from '../database/mes-sql';
import { rowsByScannedIds, scanRows } from '../database/scan-rows';
import { ActivoDelDiario, COLUMNAS_DEL_DIARIO } from './activo-contable';
import { leerFilasDeActivo } from './filas-de-activo';
import { Activo } from './activo.entity';
import { filtrarBajas, FiltroBajas } from './exportacion/activo-filtros';
import { ActivoMejora } from './mejora/activo-mejora.entity';

/** The columns an asset's depreciation rate depends on, and the category the dashboard shows. */
const COLUMNAS_DEPRECIABLES = ['categoria', 'tasaDepreciacion', 'categoriaDepreciacion'] as const;

/** A depreciation group's row; PostgreSQL and SQL Server answer decimals as strings. */
export interface FilaDepreciable {
  categoria: string | null;
  tasaDepreciacion: string | number | null;
  categoriaDepreciacion: string | null;
  /** YYYY-MM of acquisition and of first use. */
  mes: string | null;
  mesInicioUso: string | null;
  total: string | number;
  precio: string | number;
}

/** A disposed asset: the columns its own schedule needs. */
export type ActivoDadoDeBaja = Pick<
  Activo,
  'id' | 'categoria' | 'tasaDepreciacion' | 'categoriaDepreciacion' | 'fechaAdquisicion' | 'fechaInicioUso' | 'fechaBaja' | 'total' | 'precio'
>;

/** An improvement of an asset in the books, with the asset's columns its schedule shares. */
export type MejoraEnLibros = Pick<ActivoMejora, 'fecha' | 'importe'> &
  Pick<Activo, 'categoria' | 'tasaDepreciacion' | 'categoriaDepreciacion' | 'fechaAdquisicion' | 'fechaInicioUso'>;

/** Assets of the journal read at a time: a page of these few columns is a few milliseconds of SQLite. */
const DEL_DIARIO_POR_LECTURA = 1_000;

/**
 * Assets of a warning read at a time: a workbook lists up to 100,000, and receiving them in one answer of the
 * pool's thread held the event loop for tens of milliseconds.
 */
const SENALADOS_POR_LECTURA = 1_000;

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

/** The company's totals for the asset list's summary (its toolbar's figures and the dashboard's). */
export interface EstadisticasActivos {
  totalActivos: number;
  /** Sum of total (with IGV), S/. */
  valorTotal: number;
  /** Sum of precio (without IGV), S/. */
  valorSinIgv: number;
  igvTotal: number;
  porEstado: Array<{ estado: string; cantidad: number; valorTotal: number }>;
  porArea: Array<{ areaId: number | null; area: string; cantidad: number; valorTotal: number }>;
  porCategoria: Array<{ categoria: string; cantidad: number; valorTotal: number }>;
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

  /** The assets in the books (not disposed of) by estado. */
  countByEstado(companiaId: number): Promise<Array<{ status: string | null; count: number | string }>> {
    return scanRows(this.enLibros(companiaId).select('a.estado', 'status').addSelect('COUNT(*)', 'count').groupBy('a.estado'));
  }

  /** The assets in the books by area, grouped on the asset table alone, in the order of its companiaId, areaId index. */
  countByArea(companiaId: number): Promise<Array<{ areaId: number | string | null; count: number | string }>> {
    return scanRows(this.enLibros(companiaId).select('a.areaId', 'areaId').addSelect('COUNT(*)', 'count').groupBy('a.areaId'));
  }


  /**
   * The books' value grouped by what its depreciation depends on and by the months of acquisition and first use
   * (disposed assets are read one by one: dadosDeBaja; improvements are layers of their own: mejorasEnLibros). Grouped
   * twice: by the dates first, in the order of the (companiaId, categoria, tasaDepreciacion, categoriaDepreciacion,
   * fechaAdquisicion, fechaInicioUso, total, precio) index, which SQLite then reads without sorting the assets;
   * then those far fewer rows by month.
   */
  sumDepreciables(companiaId: number): Promise<FilaDepreciable[]> {
    const porFecha = this.enLibros(companiaId).select('SUM(a.total)', 'total').addSelect('SUM(a.precio)', 'precio');
    for (const columna of [...COLUMNAS_DEPRECIABLES, 'fechaAdquisicion', 'fechaInicioUso']) porFecha.addSelect(`a.${columna}`, columna).addGroupBy(`a.${columna}`);

    const g = (columna: string) => `g.${this.dataSource.driver.escape(columna)}`;
    const [mes, mesInicioUso] = ['fechaAdquisicion', 'fechaInicioUso'].map((columna) => mesDe(this.dataSource.options.type, g(columna)));
    const porMes = this.dataSource
      .createQueryBuilder()
      .select(`SUM(${g('total')})`, 'total')
      .addSelect(`SUM(${g('precio')})`, 'precio')
      .addSelect(mes, 'mes')
      .addSelect(mesInicioUso, 'mesInicioUso')
      .from(`(${porFecha.getQuery()})`, 'g');
    for (const columna of COLUMNAS_DEPRECIABLES) porMes.addSelect(g(columna), columna).addGroupBy(g(columna));
    return scanRows<FilaDepreciable>(porMes.addGroupBy(mes).addGroupBy(mesInicioUso).setParameters(porFecha.getParameters()));
  }

  /** The disposed assets, which depreciate on their own schedule (to their disposal): few, read one by one. */
  dadosDeBaja(companiaId: number): Promise<ActivoDadoDeBaja[]> {
    return this.deCompania(companiaId)
      .select(['a.id', 'a.categoria', 'a.tasaDepreciacion', 'a.categoriaDepreciacion', 'a.fechaAdquisicion', 'a.fechaInicioUso', 'a.fechaBaja', 'a.total', 'a.precio'])
      .andWhere('a.fechaBaja IS NOT NULL')
      .getMany();
  }

  /**
   * The improvements of the assets in the books, with what their schedule shares with the asset's (an improvement
   * depreciates as one more layer of it, at its rate, from the month after its date): few, read one by one.
   */
  async mejorasEnLibros(companiaId: number): Promise<MejoraEnLibros[]> {
    const mejoras = await this.dataSource.getRepository(ActivoMejora).find({
      select: {
        id: true,
        fecha: true,
        importe: true,
        activo: { id: true, categoria: true, tasaDepreciacion: true, categoriaDepreciacion: true, fechaAdquisicion: true, fechaInicioUso: true },
      },
      relations: { activo: true },
      where: deCompania(companiaId, { activo: { fechaBaja: IsNull() } }),
    });
    return mejoras.map(({ fecha, importe, activo }) => ({ fecha, importe, ...activo! }));
  }

  /**
   * The assets a month's journal reads, by id in pages that share the event loop (keysetRows): acquired before `finDelMes`
   * (the first day of the next month) and not disposed of before `inicioDelMes`; the columns of COLUMNAS_DEL_DIARIO only,
   * without the joins of the exports.
   */
  delDiario(companiaId: number, inicioDelMes: Date, finDelMes: Date): AsyncGenerator<ActivoDelDiario> {
    const pagina = (ultimo: number | undefined) => {
      const qb = this.deCompania(companiaId)
        .select(COLUMNAS_DEL_DIARIO.map((columna) => `a.${columna}`))
        .andWhere('a.fechaAdquisicion < :finDelMes', { finDelMes })
        .andWhere('(a.fechaBaja IS NULL OR a.fechaBaja >= :inicioDelMes)', { inicioDelMes })
        .orderBy('a.id', 'ASC')
        .limit(DEL_DIARIO_POR_LECTURA);
      if (ultimo !== undefined) qb.andWhere('a.id > :ultimo', { ultimo });
      return leerFilasDeActivo<(typeof COLUMNAS_DEL_DIARIO)[number]>(this.activos.metadata, qb, 'Date');
    };
    return keysetRows(DEL_DIARIO_POR_LECTURA, pagina, (activo) => activo.id);
  }

  /** The company's assets in the books (not disposed of). */
  private enLibros(companiaId: number) {
    return this.deCompania(companiaId).andWhere('a.fechaBaja IS NULL');
  }

  /**
   * The assets a year's book cannot show as it should, among those not disposed of before the year: without an
   * acquisition date (left out of the book) and, acquired by `hasta`'s month, without a SUNAT depreciation
   * category (their rate cannot be checked against the law's maximum). Up to `limite` of each, by code.
   */
  async pendientesDelLibro(companiaId: number, anio: number, hasta: Date, limite: number): Promise<{ sinFecha: ActivosSenalados; sinCategoria: ActivosSenalados }> {
    const delAnio = () => this.deCompania(companiaId).andWhere('(a.fechaBaja IS NULL OR a.fechaBaja >= :inicio)', { inicio: new Date(Date.UTC(anio, 0, 1)) });
    const senalados = async (consulta: ReturnType<typeof delAnio>): Promise<ActivosSenalados> => {
      const porLectura = Math.min(SENALADOS_POR_LECTURA, limite);
      const pagina = (ultimo: string | undefined) => {
        const qb = consulta.clone().select(['a.id AS id', 'a.codigo AS codigo', 'a.descripcion AS descripcion']).orderBy('a.codigo').limit(porLectura);
        if (ultimo !== undefined) qb.andWhere('a.codigo > :ultimo', { ultimo });
        return scanRows<{ id: number; codigo: string; descripcion: string }>(qb);
      };
      const primeros = async () => {
        const activos: ActivosSenalados['activos'] = [];
        for await (const activo of keysetRows(porLectura, pagina, (a) => a.codigo)) {
          activos.push({ ...activo, id: Number(activo.id) });
          if (activos.length === limite) break;
        }
        return activos;
      };
      const [activos, [{ total }]] = await Promise.all([primeros(), scanRows<{ total: number | string }>(consulta.clone().select('COUNT(*)', 'total'))]);
      return { total: Number(total), activos };
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

  /**
   * Assets out of service (activoBool false) in the books by the month, on a clock `offsetHours` from UTC, of their last
   * change since `desde`; a disposed asset is counted by its disposal instead.
   */
  countFueraDeServicioByMes(companiaId: number, desde: Date, offsetHours: number): Promise<Array<{ mes: string; cantidad: number | string }>> {
    const mes = mesDe(this.dataSource.options.type, 'a.updatedAt', offsetHours);
    return scanRows(
      this.enLibros(companiaId)
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

  /**
   * A keyset page, by code after `ultimo`, of the assets assigned to a user (or to the one named), with their area. No
   * index gives the assigned assets in code order: with few of them assigned, a page reads every asset of the company
   * to find its rows (rowsByScannedIds).
   */
  pageAsignados(companiaId: number, usuarioId: number | undefined, ultimo: string | undefined, lote: number): Promise<Activo[]> {
    const claves = this.asignados(companiaId, usuarioId).select('a.id', 'id');
    if (ultimo !== undefined) claves.andWhere('a.codigo > :ultimo', { ultimo });
    const leer = (ids: number[]) =>
      this.deCompania(companiaId)
        .leftJoin('a.area', 'ar')
        .select(['a.id', 'a.codigo', 'a.descripcion', 'a.marca', 'a.modelo', 'a.serie', 'a.estado', 'a.fechaAdquisicion', 'a.total', 'a.usuarioId'])
        .addSelect(['ar.id', 'ar.nombre'])
        .andWhere('a.id IN (:...ids)', { ids })
        .getMany();
    return rowsByScannedIds(claves.orderBy('a.codigo', 'ASC').limit(lote), leer, (activo) => activo.id);
  }

  /** How many assets the company has: a count over its index, for a check before a report starts. */
  count(companiaId: number): Promise<number> {
    return this.activos.countBy(deCompania(companiaId));
  }

  /** How many assets carry an opening balance in either book (docs/contabilidad.md): they are as at the day before the cut-over. */
  countConApertura(companiaId: number): Promise<number> {
    return this.activos.countBy([
      deCompania(companiaId, { depreciacionAcumuladaInicial: Not(IsNull()) }),
      deCompania(companiaId, { depreciacionAcumuladaInicialFinanciera: Not(IsNull()) }),
    ]);
  }

  /** Totals of the company computed by the database, never by loading the assets; the disposed ones as `bajas` says. */
  async statistics(companiaId: number, bajas?: FiltroBajas): Promise<EstadisticasActivos> {
    const base = () => filtrarBajas(porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId), bajas);
    const sums = 'COUNT(*) AS cantidad, COALESCE(SUM(a.total), 0) AS "valorTotal"';
    const [[totales], porEstado, porArea, porCategoria] = await Promise.all([
      scanRows(base().select(`COUNT(*) AS cantidad, COALESCE(SUM(a.total), 0) AS "valorTotal", COALESCE(SUM(a.precio), 0) AS "valorSinIgv", COALESCE(SUM(a.igv), 0) AS "igvTotal"`)),
      scanRows(base().select('a.estado', 'estado').addSelect(sums).groupBy('a.estado').orderBy('cantidad', 'DESC')),
      scanRows(
        base()
          .leftJoin('a.area', 'ar')
          .select('a.areaId', 'areaId')
          .addSelect('ar.nombre', 'area')
          .addSelect(sums)
          .groupBy('a.areaId')
          .addGroupBy('ar.nombre')
          .orderBy('cantidad', 'DESC'),
      ),
      scanRows(base().select('a.categoria', 'categoria').addSelect(sums).groupBy('a.categoria').orderBy('cantidad', 'DESC')),
    ]);
    const num = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
    return {
      totalActivos: Number(totales.cantidad),
      valorTotal: num(totales.valorTotal),
      valorSinIgv: num(totales.valorSinIgv),
      igvTotal: num(totales.igvTotal),
      porEstado: porEstado.map((r) => ({ estado: r.estado ?? 'Sin estado', cantidad: Number(r.cantidad), valorTotal: num(r.valorTotal) })),
      porArea: porArea.map((r) => ({ areaId: r.areaId === null ? null : Number(r.areaId), area: r.area ?? 'Sin área', cantidad: Number(r.cantidad), valorTotal: num(r.valorTotal) })),
      porCategoria: porCategoria.map((r) => ({ categoria: r.categoria ?? 'Sin categoría', cantidad: Number(r.cantidad), valorTotal: num(r.valorTotal) })),
    };
  }

}
