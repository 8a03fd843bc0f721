import { finDelDiaEnLima, inicioDelDiaEnLima } from '../common/fechas/dayjs';
import type { AuditStatistics, ConsultaAuditoria, ConsultaEstadisticasAuditoria } from '../api/tipos';

/** The actions counted per table. */
export const COUNTED_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'READ'] as const;

export const EMPTY_STATISTICS: AuditStatistics = {
    totalActions: 0,
    activeUsers: 0,
    tablesAffected: 0,
    failedActions: 0,
    actionsByTable: [],
    topUsers: [],
    recentFailures: [],
};

/** The filters as the inputs hold them: '' is "any"; dates are the local days picked (YYYY-MM-DD). */
export interface AuditFilters {
    userId: string;
    companiaId: string;
    tableName: string;
    action: string;
    startDate: string;
    endDate: string;
    searchTerm: string;
}

export const NO_FILTERS: AuditFilters = {
    userId: '',
    companiaId: '',
    tableName: '',
    action: '',
    startDate: '',
    endDate: '',
    searchTerm: '',
};

export type AuditSortField = 'Timestamp' | 'TableName' | 'Action';
export interface AuditSort {
    field: AuditSortField;
    descending: boolean;
}

// docs/especificacion-operaciones.md §9.
export const DEFAULT_SORT: AuditSort = { field: 'Timestamp', descending: true };
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const DAYS_TO_KEEP = 90;

/** Clicking the active column toggles its direction; another column starts newest (or last) first. */
export const nextSort = (sort: AuditSort, field: AuditSortField): AuditSort =>
    sort.field === field ? { field, descending: !sort.descending } : { field, descending: true };

/** The picked days in Lima as instants: the whole first day through the last millisecond of the last one. */
const dateRange = ({ startDate, endDate }: AuditFilters): { startDate?: string; endDate?: string } => ({
    ...(startDate && { startDate: inicioDelDiaEnLima(startDate) }),
    ...(endDate && { endDate: finDelDiaEnLima(endDate) }),
});

/** Query of GET /api/Audit/statistics: the filters' dates and company. */
export const statisticsQuery = (filters: AuditFilters): ConsultaEstadisticasAuditoria => ({
    ...dateRange(filters),
    ...(filters.companiaId && { companiaId: Number(filters.companiaId) }),
});

/** Query of GET /api/Audit: the filters given, the sort and the page. */
export const logsQuery = (
    filters: AuditFilters,
    sort: AuditSort,
    page: number,
    pageSize: number,
): ConsultaAuditoria => {
    const { userId, companiaId, tableName, action } = filters;
    const searchTerm = filters.searchTerm.trim();
    return {
        ...(userId && { userId: Number(userId) }),
        ...(companiaId && { companiaId: Number(companiaId) }),
        ...(tableName && { tableName }),
        // One of the API's own actions: the filter offers those GET /api/Audit/actions lists.
        ...(action && { action: action as ConsultaAuditoria['action'] }),
        ...(searchTerm && { searchTerm }),
        ...dateRange(filters),
        page,
        pageSize,
        sortBy: sort.field,
        sortDescending: sort.descending,
    };
};

/** JSON text pretty-printed; anything else (a truncated value) as it is. */
export const prettyJson = (text: string | null): string => {
    if (!text) return '';
    try {
        return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
        return text;
    }
};
