import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Route state of a link that lands on a list with its create dialog open (the dashboard's quick actions). */
export const CREATE_ON_ARRIVAL = { create: true } as const;

/**
 * Opens the screen's create dialog once `enabled` (the user may write) when the user arrived
 * through a link carrying CREATE_ON_ARRIVAL.
 */
export function useCreateOnArrival(open: () => void, enabled: boolean): void {
    const location = useLocation();
    const navigate = useNavigate();
    const requested = (location.state as Partial<typeof CREATE_ON_ARRIVAL> | null)?.create === true;
    useEffect(() => {
        if (!requested || !enabled) return;
        open();
        // Spent: reloading the page or coming back to it shows the list alone.
        navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }, [requested, enabled]);
}
