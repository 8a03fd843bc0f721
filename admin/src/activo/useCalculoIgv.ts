import type { CalculoIgv } from '@dominio/importes';
import { useApiQuery } from '../common/useApiQuery';
import { readSession } from '../session';

/**
 * How the company of an asset splits an amount with IGV (docs/reglas-peru.md, "IGV del precio"): the asset's company,
 * or the signed-in user's for a new one. Undefined while it is being read.
 */
export function useCalculoIgv(companiaId = readSession()?.companiaId): CalculoIgv | undefined {
    const { load } = useApiQuery(['compania', companiaId], (api) => api.compania(companiaId!), companiaId !== undefined);
    return load.state === 'done' ? load.data.calculoIgv : undefined;
}
