import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Activo } from '../activos/activo.entity';
import { tasaDelActivo } from '../dominio/tasas-sunat';
import { Area } from '../area/area.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { Direccion } from '../direccion/direccion.entity';
import { CERRADOS, Mantenimiento } from '../mantenimiento/mantenimiento.entity';
import { EN_MANTENIMIENTO } from '../mantenimiento/mantenimiento.service';
import { depreciacionDeCartera, GrupoDepreciable } from './depreciacion-cartera';
import {
  ActivosPorAreaDto,
  ConteoPorEstadoDto,
  DashboardResponseDto,
  MonthlyTrendDto,
  RecentActivityDto,
  UpcomingMaintenanceDto,
} from './dto/dashboard.dto';
import { scanRows } from '../database/scan-rows';
import { mesDe } from '../database/mes-sql';
import { LIMA_OFFSET_HOURS } from '../common/lima-time';
import { inicioDelDia, Mes, sumarDias, ultimosMeses } from './periodos';
import { deCompania, porCompania } from '../common/tenancy';

const MESES_TENDENCIA = 12;
const MESES_DEPRECIACION = 6;
const ACTIVIDADES_RECIENTES = 10;
const SIN_ESTADO = 'Sin Estado';
const SIN_AREA = 'Sin área';
/** How ActivosController's @Audited names the asset table in the audit log. */
const TABLA_AUDITADA_ACTIVOS = 'activo';

type ConteoPorMes = Map<string, number>;

/** A row of the depreciation groups' query; PostgreSQL and SQL Server answer decimals as strings. */
interface FilaDepreciable {
  categoria: string | null;
  tasaDepreciacion: string | number | null;
  tipoActivo: string | null;
  categoriaSunat: string | null;
  tipoEquipoContable: string | null;
  mes: string | null;
  total: string | number;
}

/** Most first; ties by label, so the charts keep their order between reloads. */
const porMayorCantidad = <T extends { count: number }>(filas: T[], etiqueta: (fila: T) => string) =>
  filas.sort((a, b) => b.count - a.count || etiqueta(a).localeCompare(etiqueta(b), 'es'));

/**
 * The figures of the dashboard, each computed by the database (counts, sums, groups)
 * so the cost follows the number of groups, never the number of assets, and off the
 * event loop on SQLite (scanRows). A read model over several modules' tables: it only reads them.
 */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async dashboard(companiaId: number, ahora = new Date()): Promise<DashboardResponseDto> {
    const mesesTendencia = ultimosMeses(MESES_TENDENCIA, ahora, LIMA_OFFSET_HOURS);
    const mesesDepreciacion = ultimosMeses(MESES_DEPRECIACION, ahora);
    const [activosStatus, activosByArea, grupos, totalUbicaciones, maintenanceStatus, upcomingMaintenance, monthlyTrend, recentActivities] =
      await Promise.all([
        this.activosPorEstado(companiaId),
        this.activosPorArea(companiaId),
        this.gruposDepreciables(companiaId),
        this.dataSource.getRepository(Direccion).countBy(deCompania(companiaId)),
        this.mantenimientosPorEstado(companiaId),
        this.mantenimientosProximos(companiaId, ahora),
        this.tendenciaMensual(companiaId, mesesTendencia),
        this.actividadesRecientes(companiaId),
      ]);
    const depreciacion = depreciacionDeCartera(grupos, mesesDepreciacion);
    const valorTotalCentimos = grupos.reduce((suma, grupo) => suma + Math.round(grupo.total * 100), 0);
    return {
      stats: {
        totalActivos: activosStatus.reduce((suma, fila) => suma + fila.count, 0),
        activosEnMantenimiento: activosStatus.find((fila) => fila.status === EN_MANTENIMIENTO)?.count ?? 0,
        valorTotalActivos: valorTotalCentimos / 100,
        totalUbicaciones,
      },
      activosByArea,
      activosStatus,
      maintenanceStatus,
      upcomingMaintenance,
      monthlyTrend,
      depreciationTrend: depreciacion.trend,
      recentActivities,
      depreciationOverview: depreciacion.byCategory,
    };
  }

  private activos(companiaId: number) {
    return porCompania(this.dataSource.getRepository(Activo).createQueryBuilder('a'), 'a', companiaId);
  }

  private get connectionType() {
    return this.dataSource.options.type;
  }

  private async activosPorEstado(companiaId: number): Promise<ConteoPorEstadoDto[]> {
    const filas = await scanRows(this.activos(companiaId).select('a.estado', 'status').addSelect('COUNT(*)', 'count').groupBy('a.estado'));
    return porMayorCantidad(
      filas.map((fila) => ({ status: fila.status ?? SIN_ESTADO, count: Number(fila.count) })),
      (fila) => fila.status,
    );
  }

  /** Grouped on the asset table alone (its companiaId, areaId index), then the few area names. */
  private async activosPorArea(companiaId: number): Promise<ActivosPorAreaDto[]> {
    const filas = await scanRows(this.activos(companiaId).select('a.areaId', 'areaId').addSelect('COUNT(*)', 'count').groupBy('a.areaId'));
    const ids = filas.map((fila) => fila.areaId).filter((id) => id !== null).map(Number);
    const areas = ids.length ? await this.dataSource.getRepository(Area).find({ select: { id: true, nombre: true }, where: deCompania(companiaId, { id: In(ids) }) }) : [];
    const nombres = new Map(areas.map((area) => [area.id, area.nombre]));
    return porMayorCantidad(
      filas.map((fila) => {
        const areaId = fila.areaId === null ? null : Number(fila.areaId);
        return { areaId, area: (areaId !== null && nombres.get(areaId)) || SIN_AREA, count: Number(fila.count) };
      }),
      (fila) => fila.area,
    );
  }

  /**
   * The catalogue grouped by what its depreciation depends on: its own rate or the
   * category texts the SUNAT rate is read from, and the acquisition month. Grouped
   * twice: by acquisition date first, in the order of the (companiaId, categoria, …,
   * fechaAdquisicion, total) index, which SQLite then reads without sorting the
   * assets; then those far fewer rows by month.
   */
  private async gruposDepreciables(companiaId: number): Promise<GrupoDepreciable[]> {
    const columnas = ['categoria', 'tasaDepreciacion', 'tipoActivo', 'categoriaSunat', 'tipoEquipoContable'] as const;
    const porFecha = this.activos(companiaId).select('SUM(a.total)', 'total');
    for (const columna of [...columnas, 'fechaAdquisicion']) porFecha.addSelect(`a.${columna}`, columna).addGroupBy(`a.${columna}`);

    const g = (columna: string) => `g.${this.dataSource.driver.escape(columna)}`;
    const mes = mesDe(this.connectionType, g('fechaAdquisicion'));
    const porMes = this.dataSource.createQueryBuilder().select(`SUM(${g('total')})`, 'total').addSelect(mes, 'mes').from(`(${porFecha.getQuery()})`, 'g');
    for (const columna of columnas) porMes.addSelect(g(columna), columna).addGroupBy(g(columna));
    const filas = await scanRows<FilaDepreciable>(porMes.addGroupBy(mes).setParameters(porFecha.getParameters()));
    return filas.map(({ tasaDepreciacion, mes: mesAdquisicion, total, ...textos }) => ({
      categoria: textos.categoria,
      tasa: tasaDelActivo({ ...textos, tasaDepreciacion: tasaDepreciacion === null ? null : Number(tasaDepreciacion) }),
      mesAdquisicion,
      total: Number(total),
    }));
  }

  private async mantenimientosPorEstado(companiaId: number): Promise<ConteoPorEstadoDto[]> {
    const filas = await scanRows(
      porCompania(this.dataSource.getRepository(Mantenimiento).createQueryBuilder('m'), 'm', companiaId)
        .select('m.estado', 'status')
        .addSelect('COUNT(*)', 'count')
        .groupBy('m.estado'),
    );
    return porMayorCantidad(
      filas.map((fila) => ({ status: fila.status, count: Number(fila.count) })),
      (fila) => fila.status,
    );
  }

  private async mantenimientosProximos(companiaId: number, ahora: Date): Promise<UpcomingMaintenanceDto> {
    const manana = sumarDias(inicioDelDia(ahora, LIMA_OFFSET_HOURS), 1);
    const finSemana = sumarDias(manana, 7);
    const contar = (condicion: string) => `COALESCE(SUM(CASE WHEN ${condicion} THEN 1 ELSE 0 END), 0)`;
    const [fila] = await scanRows(
      porCompania(this.dataSource.getRepository(Mantenimiento).createQueryBuilder('m'), 'm', companiaId)
        .select(contar('m.fecha < :ahora'), 'overdue')
        .addSelect(contar('m.fecha >= :ahora AND m.fecha < :manana'), 'dueToday')
        .addSelect(contar('m.fecha >= :manana'), 'dueThisWeek')
        .andWhere('m.fecha < :finSemana AND m.estado NOT IN (:...cerrados)', { finSemana, cerrados: CERRADOS })
        .setParameters({ ahora, manana }),
    );
    return { overdue: Number(fila.overdue), dueToday: Number(fila.dueToday), dueThisWeek: Number(fila.dueThisWeek) };
  }

  private async tendenciaMensual(companiaId: number, meses: Mes[]): Promise<MonthlyTrendDto[]> {
    const desde = meses[0].inicio;
    const [nuevos, eliminados, retirados] = await Promise.all([
      this.activosNuevosPorMes(companiaId, meses),
      this.activosEliminadosPorMes(companiaId, desde),
      this.activosFueraDeServicioPorMes(companiaId, desde),
    ]);
    return meses.map((mes, i) => ({
      month: mes.clave,
      monthName: mes.nombre,
      newActivos: nuevos[i],
      removedActivos: (eliminados.get(mes.clave) ?? 0) + (retirados.get(mes.clave) ?? 0),
    }));
  }

  /**
   * Assets registered in each month, one count per month on its range of the (companiaId,
   * createdAt) index: grouping a year of registrations by month would sort them all. Each stays
   * on the event loop: a range count takes a few milliseconds even with 100,000 in one month.
   */
  private activosNuevosPorMes(companiaId: number, meses: Mes[]): Promise<number[]> {
    return Promise.all(
      meses.map(async ({ inicio, fin }) => {
        const fila = await this.activos(companiaId)
          .select('COUNT(*)', 'cantidad')
          .andWhere('a.createdAt >= :inicio AND a.createdAt < :fin', { inicio, fin })
          .getRawOne();
        return Number(fila.cantidad);
      }),
    );
  }

  /** Assets out of service (activoBool false) by the Lima month of their last change, since `desde`. */
  private async activosFueraDeServicioPorMes(companiaId: number, desde: Date): Promise<ConteoPorMes> {
    const mes = mesDe(this.connectionType, 'a.updatedAt', LIMA_OFFSET_HOURS);
    const filas = await scanRows(
      this.activos(companiaId)
        .select(mes, 'mes')
        .addSelect('COUNT(*)', 'cantidad')
        .andWhere('a.activoBool = :activoBool AND a.updatedAt >= :desde', { activoBool: false, desde })
        .groupBy(mes),
    );
    return conteoPorMes(filas);
  }

  /** A deleted asset leaves no row: the audit log's successful DELETEs of assets are its only trace. */
  private async activosEliminadosPorMes(companiaId: number, desde: Date): Promise<ConteoPorMes> {
    const mes = mesDe(this.connectionType, 'l.timestamp', LIMA_OFFSET_HOURS);
    const filas = await scanRows(
      porCompania(this.dataSource.getRepository(AuditLog).createQueryBuilder('l'), 'l', companiaId)
        .select(mes, 'mes')
        .addSelect('COUNT(*)', 'cantidad')
        .andWhere('l.timestamp >= :desde', { desde })
        .andWhere('l.tableName = :tabla AND l.action = :accion AND l.success = :exito', { tabla: TABLA_AUDITADA_ACTIVOS, accion: 'DELETE', exito: true })
        .groupBy(mes),
    );
    return conteoPorMes(filas);
  }

  /** The audit fields a company's users may see: no IP, user agent or old and new values. */
  private actividadesRecientes(companiaId: number): Promise<RecentActivityDto[]> {
    return this.dataSource.getRepository(AuditLog).find({
      select: { id: true, timestamp: true, userName: true, action: true, tableName: true, module: true, recordId: true, recordCode: true, description: true, success: true },
      where: deCompania(companiaId),
      order: { timestamp: 'DESC', id: 'DESC' },
      take: ACTIVIDADES_RECIENTES,
    });
  }
}

const conteoPorMes = (filas: Array<{ mes: string; cantidad: unknown }>): ConteoPorMes => new Map(filas.map((fila) => [fila.mes, Number(fila.cantidad)]));
