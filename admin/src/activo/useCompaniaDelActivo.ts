import type { Compania } from '../api/tipos';
import { useApiQuery } from '../common/useApiQuery';
import { readSession } from '../session';

/**
 * The company of an asset (the signed-in user's for a new one), read once for the whole dialog: its IGV rule splits the
 * amounts (docs/reglas-peru.md, "IGV del precio") and its depreciable base is what a new asset's schedule depreciates.
 * Undefined while it is being read.
 */
export function useCompaniaDelActivo(companiaId = readSession()?.companiaId): Compania | undefined {
    const { load } = useApiQuery(['compania', companiaId], (api) => api.compania(companiaId!), companiaId !== undefined);
    return load.state === 'done' ? load.data : undefined;
}
