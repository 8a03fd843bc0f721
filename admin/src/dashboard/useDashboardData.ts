import { useEffect, useState } from 'react';
import { useApiGet } from '../common/useApiGet';
import { EMPTY_DASHBOARD, type DashboardData } from './types';

/** Spec part 2 §9: the dashboard reloads every 300000 ms. */
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
    const { load, reload } = useApiGet<DashboardData>('/dashboard');
    const [last, setLast] = useState<DashboardData>();
    useEffect(() => {
        if (load.state === 'done') setLast(load.data);
        if (load.state === 'error') setLast(undefined);
    }, [load]);
    useEffect(() => {
        const timer = setInterval(reload, REFRESH_MS);
        return () => clearInterval(timer);
    }, []);
    if (load.state === 'error') return { data: EMPTY_DASHBOARD, loading: false, error: load.message, reload };
    const data = load.state === 'done' ? load.data : last;
    return { data: data ?? EMPTY_DASHBOARD, loading: !data, reload };
}
