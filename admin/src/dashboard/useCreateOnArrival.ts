import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Route state of a link that lands on a list with its create dialog open (the dashboard's quick actions). */
export const CREATE_ON_ARRIVAL = { create: true } as const;

/**
 * Acts once (when `enabled`) on what the route state of the link the user arrived through carries, as `read` finds
 * it there (undefined: nothing to do).
 */
export function useOnArrival<T>(
    read: (state: unknown) => T | undefined,
    act: (value: T) => void,
    enabled = true,
): void {
    const location = useLocation();
    const navigate = useNavigate();
    const value = read(location.state);
    useEffect(() => {
        if (value === undefined || !enabled) return;
        act(value);
        // Spent: reloading the page or coming back to it shows the screen alone.
        navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }, [value, enabled]);
}

/**
 * Opens the screen's create dialog once `enabled` (the user may write) when the user arrived
 * through a link carrying CREATE_ON_ARRIVAL.
 */
export function useCreateOnArrival(open: () => void, enabled: boolean): void {
    const requested = (state: unknown) =>
        (state as Partial<typeof CREATE_ON_ARRIVAL> | null)?.create === true ? true : undefined;
    useOnArrival(requested, open, enabled);
}
