import { useEffect, useState } from 'react';
import { API_URL, httpClient } from '../dataProvider';
import { useErrorMessage } from './errors';

export type ApiLoad<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; data: T };

/** GETs `path` (under /api) when it changes or on `reload()`; answers stop counting once the caller unmounts. */
export function useApiGet<T>(path: string): { load: ApiLoad<T>; reload(): void } {
    const describe = useErrorMessage();
    const [load, setLoad] = useState<ApiLoad<T>>({ state: 'loading' });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
        let open = true;
        setLoad({ state: 'loading' });
        httpClient(`${API_URL}${path}`)
            .then(({ json }) => open && setLoad({ state: 'done', data: json as T }))
            .catch((error) => open && setLoad({ state: 'error', message: describe(error) }));
        return () => {
            open = false;
        };
    }, [path, attempt]);
    return { load, reload: () => setAttempt((n) => n + 1) };
}
