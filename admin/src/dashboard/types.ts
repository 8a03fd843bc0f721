// GET /api/dashboard (docs/especificacion-operaciones.md §3 "Respuesta del tablero"); amounts in soles.

export interface Conteo {
    status: string;
    count: number;
}

export interface DashboardData {
    stats: { totalActivos: number; activosEnMantenimiento: number; valorTotalActivos: number; totalUbicaciones: number };
    activosByArea: Array<{ areaId: number | null; area: string; count: number }>;
    activosStatus: Conteo[];
    maintenanceStatus: Conteo[];
    upcomingMaintenance: { overdue: number; dueToday: number; dueThisWeek: number };
    monthlyTrend: Array<{ month: string; monthName: string; newActivos: number; removedActivos: number }>;
    depreciationTrend: Array<{
        month: string;
        monthName: string;
        originalValue: number;
        currentValue: number;
        accumulatedDepreciation: number;
    }>;
}

/** What the screen shows while nothing could be loaded (docs/especificacion-operaciones.md §8: the error with empty data). */
export const EMPTY_DASHBOARD: DashboardData = {
    stats: { totalActivos: 0, activosEnMantenimiento: 0, valorTotalActivos: 0, totalUbicaciones: 0 },
    activosByArea: [],
    activosStatus: [],
    maintenanceStatus: [],
    upcomingMaintenance: { overdue: 0, dueToday: 0, dueThisWeek: 0 },
    monthlyTrend: [],
    depreciationTrend: [],
};
