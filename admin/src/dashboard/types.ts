import type { DashboardData } from '../api/tipos';

// GET /api/dashboard (docs/especificacion-operaciones.md §3 "Respuesta del tablero"), as the API documents it.
export type { Conteo, DashboardData } from '../api/tipos';

/** What the screen shows while nothing could be loaded (docs/especificacion-operaciones.md §8: the error with empty data). */
export const EMPTY_DASHBOARD: DashboardData = {
    stats: { totalActivos: 0, activosEnMantenimiento: 0, valorTotalActivos: 0, totalUbicaciones: 0 },
    activosByArea: [],
    activosStatus: [],
    maintenanceStatus: [],
    upcomingMaintenance: { overdue: 0, dueToday: 0, dueThisWeek: 0 },
    monthlyTrend: [],
    depreciationTrend: [],
    recentActivities: [],
    depreciationOverview: [],
};
