import { useQuery } from '@tanstack/react-query';
import { ASK_ONCE, useApi } from '../common/useApiQuery';
import { useErrorMessage } from '../common/errors';
import { EMPTY_DASHBOARD, type DashboardData } from './types';

/** docs/especificacion-operaciones.md §9: the dashboard reloads every 300000 ms. */
const REFRESH_MS = 300_000;

export interface DashboardLoad {
    data: DashboardData;
    /** True until the first answer; a periodic reload keeps the figures on screen meanwhile. */
    loading: boolean;
    error?: string;
    reload(): void;
}

/** The dashboard figures, reloaded every five minutes; after a failure, empty figures and the error. */
export function useDashboardData(): DashboardLoad {
    const api = useApi();
    const describe = useErrorMessage();
    const { data, error, isFetching, refetch } = useQuery({
        queryKey: ['dashboard'],
        queryFn: () => api.dashboard(),
        refetchInterval: REFRESH_MS,
        refetchIntervalInBackground: true,
        ...ASK_ONCE,
    });
    const reload = () => void refetch();
    if (error && !isFetching) return { data: EMPTY_DASHBOARD, loading: false, error: describe(error), reload };
    // Asking again after a failure shows no stale figures, as on the first load.
    if (error || !data) return { data: EMPTY_DASHBOARD, loading: true, reload };
    return { data, loading: false, reload };
}
