import { AuditAction } from '../../audit/audit-log.entity';

export class DashboardStatsDto {
  /** Assets of the company. */
  totalActivos: number;
  /** Assets whose estado is En mantenimiento. */
  activosEnMantenimiento: number;
  /** Sum of the assets' total (with IGV), S/. */
  valorTotalActivos: number;
  /** The company's registered addresses (Direcciones): where its assets stand. */
  totalUbicaciones: number;
}

export class ActivosPorAreaDto {
  /** null for assets without an area. */
  areaId: number | null;
  /** The area's name, or Sin área. */
  area: string;
  count: number;
}

export class ConteoPorEstadoDto {
  /** The estado as stored, or Sin Estado. */
  status: string;
  count: number;
}

/** Open maintenances (not Completado nor Cancelado) by scheduled date, days on Lima's calendar. */
export class UpcomingMaintenanceDto {
  /** Scheduled before now. */
  overdue: number;
  /** Scheduled from now to the end of today. */
  dueToday: number;
  /** Scheduled in the 7 days after today. */
  dueThisWeek: number;
}

export class MonthlyTrendDto {
  /** YYYY-MM, Lima's calendar. */
  month: string;
  /** "Ene 2026" */
  monthName: string;
  /** Assets of the catalogue registered that month (createdAt); a deleted one leaves no row to count. */
  newActivos: number;
  /**
   * Assets that left the books that month: disposals (bajas, by the month of their date) and assets
   * marked out of service without a disposal (activoBool false, counted in the month of the asset's
   * last change). Both are read from the assets' own rows: cleaning the audit log changes none.
   */
  removedActivos: number;
}

export class DepreciationMonthDto {
  /** YYYY-MM (UTC, as the depreciation schedule counts months). */
  month: string;
  monthName: string;
  /** Sum of total of the assets held at the month's end (bought by then, or without a purchase date), S/. */
  originalValue: number;
  /** originalValue minus accumulatedDepreciation. */
  currentValue: number;
  /** Straight-line depreciation accumulated by the month's end (rate: the asset's tasaDepreciacion or the SUNAT maximum for its category). */
  accumulatedDepreciation: number;
}

export class RecentActivityDto {
  id: number;
  timestamp: Date;
  userName: string | null;
  action: AuditAction;
  tableName: string;
  module: string | null;
  recordId: string | null;
  recordCode: string | null;
  description: string | null;
  success: boolean;
}

export class DepreciationByCategoryDto {
  /** The assets' categoría, or Sin categoría. */
  category: string;
  originalValue: number;
  /** Accumulated by the end of the current month. */
  accumulatedDepreciation: number;
  netValue: number;
}

/** GET /api/dashboard (docs/especificacion-operaciones.md §3 "Respuesta del tablero"). Amounts in S/, rounded to cents. */
export class DashboardResponseDto {
  stats: DashboardStatsDto;
  /** Most assets first. */
  activosByArea: ActivosPorAreaDto[];
  /** Most assets first. */
  activosStatus: ConteoPorEstadoDto[];
  /** Maintenances by estado, most first. */
  maintenanceStatus: ConteoPorEstadoDto[];
  upcomingMaintenance: UpcomingMaintenanceDto;
  /** The last 12 months, oldest first, the current one last. */
  monthlyTrend: MonthlyTrendDto[];
  /** The last 6 months, oldest first, the current one last; values of today's catalogue. */
  depreciationTrend: DepreciationMonthDto[];
  /** The company's last 10 audit entries, newest first. */
  recentActivities: RecentActivityDto[];
  /** The catalogue by categoría, highest value first. */
  depreciationOverview: DepreciationByCategoryDto[];
}
