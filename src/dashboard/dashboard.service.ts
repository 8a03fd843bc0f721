import { Injectable } from '@nestjs/common';
import { ActivoCifrasService } from '../activo/activo-cifras.service';
import { BajaService } from '../activo/baja/baja.service';
import { DepreciacionService } from '../activo/depreciacion/depreciacion.service';
import { AreaService } from '../area/area.service';
import { AuditConsultaService } from '../audit/audit-consulta.service';
import { CambiosRegistrados } from '../audit/cambios-registrados';
import { LIMA_OFFSET_HOURS } from '../common/lima-time';
import { tasaDelActivo } from '../dominio/tasas-sunat';
import { DireccionService } from '../direccion/direccion.service';
import { EN_MANTENIMIENTO, MantenimientoService } from '../mantenimiento/mantenimiento.service';
import { depreciacionDeCartera, PartidaDepreciable } from './depreciacion-cartera';
import {
  ActivosPorAreaDto,
  ConteoPorEstadoDto,
  DashboardResponseDto,
  MonthlyTrendDto,
  RecentActivityDto,
  UpcomingMaintenanceDto,
} from './dto/dashboard.dto';
import { inicioDelDia, Mes, sumarDias, ultimosMeses } from './periodos';

const MESES_TENDENCIA = 12;
const MESES_DEPRECIACION = 6;
const ACTIVIDADES_RECIENTES = 10;
const SIN_ESTADO = 'Sin Estado';
const SIN_AREA = 'Sin área';

type ConteoPorMes = Map<string, number>;

/** Most first; ties by label, so the charts keep their order between reloads. */
const porMayorCantidad = <T extends { count: number }>(filas: T[], etiqueta: (fila: T) => string) =>
  filas.sort((a, b) => b.count - a.count || etiqueta(a).localeCompare(etiqueta(b), 'es'));

/**
 * The figures of the dashboard, each computed by the database (counts, sums, groups)
 * so the cost follows the number of groups, never the number of assets. A read model over
 * several modules' tables: it asks each owning module's service for its figures.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly activos: ActivoCifrasService,
    private readonly areas: AreaService,
    private readonly direcciones: DireccionService,
    private readonly mantenimientos: MantenimientoService,
    private readonly auditoria: AuditConsultaService,
    private readonly depreciacion: DepreciacionService,
    private readonly bajas: BajaService,
    private readonly cambios: CambiosRegistrados,
  ) {}

  /**
   * The company's dashboard as of now. Everyone of the company opens it at the start of the day, and it sums the whole
   * catalogue: the requests that arrive while it is being computed, with no change recorded meanwhile, share that answer.
   */
  actual(companiaId: number): Promise<DashboardResponseDto> {
    return this.cambios.compartirMientrasNoCambie(`tablero ${companiaId}`, companiaId, () => this.dashboard(companiaId));
  }

  async dashboard(companiaId: number, ahora = new Date()): Promise<DashboardResponseDto> {
    const mesesTendencia = ultimosMeses(MESES_TENDENCIA, ahora, LIMA_OFFSET_HOURS);
    const mesesDepreciacion = ultimosMeses(MESES_DEPRECIACION, ahora);
    const [activosStatus, activosByArea, partidas, totalUbicaciones, maintenanceStatus, upcomingMaintenance, monthlyTrend, recentActivities] =
      await Promise.all([
        this.activosPorEstado(companiaId),
        this.activosPorArea(companiaId),
        this.partidasDepreciables(companiaId),
        this.direcciones.count(companiaId),
        this.mantenimientosPorEstado(companiaId),
        this.mantenimientosProximos(companiaId, ahora),
        this.tendenciaMensual(companiaId, mesesTendencia),
        this.actividadesRecientes(companiaId),
      ]);
    const depreciacion = depreciacionDeCartera(partidas, mesesDepreciacion);
    const valorTotalCentimos = depreciacion.byCategory.reduce((suma, categoria) => suma + Math.round(categoria.originalValue * 100), 0);
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

  private async activosPorEstado(companiaId: number): Promise<ConteoPorEstadoDto[]> {
    const filas = await this.activos.countByEstado(companiaId);
    return porMayorCantidad(
      filas.map((fila) => ({ status: fila.status ?? SIN_ESTADO, count: Number(fila.count) })),
      (fila) => fila.status,
    );
  }

  /** Grouped on the asset table alone, then the few area names. */
  private async activosPorArea(companiaId: number): Promise<ActivosPorAreaDto[]> {
    const filas = await this.activos.countByArea(companiaId);
    const nombres = await this.areas.nombresOf(companiaId, filas.map((fila) => fila.areaId).filter((id) => id !== null).map(Number));
    return porMayorCantidad(
      filas.map((fila) => {
        const areaId = fila.areaId === null ? null : Number(fila.areaId);
        return { areaId, area: (areaId !== null && nombres.get(areaId)) || SIN_AREA, count: Number(fila.count) };
      }),
      (fila) => fila.area,
    );
  }

  /**
   * The catalogue as partidas with one schedule each, at the company's depreciable base: the groups of assets in the
   * books, each improvement of theirs as one more layer (its own partida from the month after its date, at the
   * asset's rate), and each disposed asset with its improvements.
   */
  private async partidasDepreciables(companiaId: number): Promise<PartidaDepreciable[]> {
    const [contexto, grupos, mejoras, dadosDeBaja] = await Promise.all([
      this.depreciacion.contexto(companiaId),
      this.activos.sumDepreciables(companiaId),
      this.activos.mejorasEnLibros(companiaId),
      this.activos.dadosDeBaja(companiaId),
    ]);
    const primerDia = (mes: string | null) => (mes ? new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)) - 1, 1)) : null);
    const mesDe = (fecha: Date | null) => (fecha ? fecha.toISOString().slice(0, 7) : null);
    return [
      ...grupos.map(({ categoria, tasaDepreciacion, categoriaDepreciacion, mes, mesInicioUso, total, precio }) => ({
        categoria,
        mesAdquisicion: mes,
        historia: {
          costo: Number(contexto.base === 'precio' ? precio : total),
          tasaAnual: tasaDelActivo({ tasaDepreciacion: tasaDepreciacion === null ? null : Number(tasaDepreciacion), categoriaDepreciacion }),
          inicio: primerDia(mesInicioUso ?? mes),
        },
      })),
      ...mejoras.map((mejora) => {
        const inicioDelActivo = mejora.fechaInicioUso ?? mejora.fechaAdquisicion;
        const mesSiguiente = new Date(Date.UTC(mejora.fecha.getUTCFullYear(), mejora.fecha.getUTCMonth() + 1, 1));
        const inicio = inicioDelActivo && inicioDelActivo > mesSiguiente ? inicioDelActivo : mesSiguiente;
        return { categoria: mejora.categoria, mesAdquisicion: mesDe(inicio), historia: { costo: mejora.importe, tasaAnual: tasaDelActivo(mejora), inicio } };
      }),
      ...dadosDeBaja.map((activo) => ({ categoria: activo.categoria, mesAdquisicion: mesDe(activo.fechaAdquisicion), historia: this.depreciacion.historia(activo, contexto) })),
    ];
  }

  private async mantenimientosPorEstado(companiaId: number): Promise<ConteoPorEstadoDto[]> {
    const filas = await this.mantenimientos.countByEstado(companiaId);
    return porMayorCantidad(
      filas.map((fila) => ({ status: fila.status, count: Number(fila.count) })),
      (fila) => fila.status,
    );
  }

  private mantenimientosProximos(companiaId: number, ahora: Date): Promise<UpcomingMaintenanceDto> {
    const manana = sumarDias(inicioDelDia(ahora, LIMA_OFFSET_HOURS), 1);
    return this.mantenimientos.countVencimientos(companiaId, { ahora, manana, finSemana: sumarDias(manana, 7) });
  }

  private async tendenciaMensual(companiaId: number, meses: Mes[]): Promise<MonthlyTrendDto[]> {
    const desde = meses[0].inicio;
    const [nuevos, bajas, retirados] = await Promise.all([
      this.activosNuevosPorMes(companiaId, meses),
      this.bajasPorMes(companiaId, desde),
      this.activosFueraDeServicioPorMes(companiaId, desde),
    ]);
    return meses.map((mes, i) => ({
      month: mes.clave,
      monthName: mes.nombre,
      newActivos: nuevos[i],
      removedActivos: (bajas.get(mes.clave) ?? 0) + (retirados.get(mes.clave) ?? 0),
    }));
  }

  /**
   * Assets registered in each month, one count per month on its range of the (companiaId,
   * createdAt) index: grouping a year of registrations by month would sort them all.
   */
  private activosNuevosPorMes(companiaId: number, meses: Mes[]): Promise<number[]> {
    return Promise.all(meses.map(({ inicio, fin }) => this.activos.countCreatedBetween(companiaId, inicio, fin)));
  }

  /** Assets out of service (activoBool false) and not disposed of, by the Lima month of their last change, since `desde`. */
  private async activosFueraDeServicioPorMes(companiaId: number, desde: Date): Promise<ConteoPorMes> {
    return conteoPorMes(await this.activos.countFueraDeServicioByMes(companiaId, desde, LIMA_OFFSET_HOURS));
  }

  /** Disposals (bajas) by the month of their date: domain rows, which no clean-up of the audit log touches. */
  private async bajasPorMes(companiaId: number, desde: Date): Promise<ConteoPorMes> {
    return conteoPorMes(await this.bajas.countByMes(companiaId, desde, LIMA_OFFSET_HOURS));
  }

  /** The audit fields a company's users may see: no IP, user agent or old and new values. */
  private actividadesRecientes(companiaId: number): Promise<RecentActivityDto[]> {
    return this.auditoria.recientes(companiaId, ACTIVIDADES_RECIENTES);
  }
}

const conteoPorMes = (filas: Array<{ mes: string; cantidad: unknown }>): ConteoPorMes => new Map(filas.map((fila) => [fila.mes, Number(fila.cantidad)]));
