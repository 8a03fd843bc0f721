import { useQuery } from '@tanstack/react-query';
import { normalizeSearch } from '@dominio/search-text';
import type { UbigeoDistrito } from '../api/tipos';
import { ASK_ONCE, useApi } from '../common/useApiQuery';

/** The catalogue: undefined while it loads, 'error' when it could not be read. */
export const useUbigeo = (): UbigeoDistrito[] | 'error' | undefined => {
    const api = useApi();
    // The same for every user and company: read once per page load; after a failure the next form asks again.
    const { data, isError } = useQuery({
        queryKey: ['ubigeo'],
        queryFn: () => api.ubigeo(),
        staleTime: Infinity,
        gcTime: Infinity,
        ...ASK_ONCE,
    });
    return isError ? 'error' : data;
};

/** A name without case or accents, as the API compares them ("Cañete" and "CANETE" are the same). */
export const claveUbigeo = (value: unknown): string => normalizeSearch(String(value ?? ''));
