import { useContext, useMemo } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { ApiDataProvider } from '../dataProvider';
import { useErrorMessage } from './errors';

export type ApiLoad<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; data: T };

/**
 * The screens' reads ask once: a failure shows at once (with Reintentar where the screen has it) instead of after
 * react-query's retries, and coming back to the window does not ask again.
 */
export const ASK_ONCE = { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/**
 * The API as the screens call it: react-admin's data provider with the methods of `ApiDataProvider`. A refused
 * session (401) goes back to the login page as from any list, and the call still fails: react-admin's own
 * `useDataProvider` would answer an empty `{ data: {} }` instead, and a save would look done.
 */
export function useApi(): ApiDataProvider {
    const dataProvider = useContext(DataProviderContext) as unknown as ApiDataProvider;
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    return useMemo(
        () =>
            new Proxy(dataProvider, {
                get(target, name, receiver) {
                    const value = Reflect.get(target, name, receiver);
                    if (typeof value !== 'function') return value;
                    return async (...args: unknown[]) => {
                        try {
                            return await value.apply(target, args);
                        } catch (error) {
                            await logoutIfAccessDenied(error);
                            throw error;
                        }
                    };
                },
            }),
        [dataProvider, logoutIfAccessDenied],
    );
}

/**
 * One data-provider read through react-query, so react-admin's refresh asks again too. While it is asking (also on
 * a reload) it is loading; a failure carries the message to show.
 */
export function useApiQuery<T>(
    queryKey: QueryKey,
    ask: (api: ApiDataProvider) => Promise<T>,
    enabled = true,
): { load: ApiLoad<T>; reload(): void } {
    const api = useApi();
    const describe = useErrorMessage();
    const query = useQuery({ queryKey, queryFn: () => ask(api), enabled, ...ASK_ONCE });
    const load: ApiLoad<T> =
        query.isFetching || query.isPending
            ? { state: 'loading' }
            : query.isError
              ? { state: 'error', message: describe(query.error) }
              : { state: 'done', data: query.data };
    return { load, reload: () => void query.refetch() };
}
