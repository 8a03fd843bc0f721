import { useCallback, useState } from 'react';

import { useQuery } from '@tanstack/react-query';

import { ASK_ONCE, useApi } from '../common/useApiQuery';
import type { ApiDataProvider } from '../dataProvider';
import { direccionText } from './record';
import type { Direccion, DireccionOption } from '../api/tipos';

const FALLBACK_PAGE_SIZE = 1000;

const fromDirecciones = (direcciones: Direccion[]): DireccionOption[] =>
    direcciones.map((direccion) => ({ id: direccion.id, text: direccionText(direccion) }));

// docs/especificacion-operaciones.md §7: the dropdown call; failing that, the first 1000 addresses of the list; failing that, those loaded.
const loadOptions = async (api: ApiDataProvider, loaded: Direccion[]): Promise<DireccionOption[]> => {
    try {
        return await api.direccionesDropdown();
    } catch {
        try {
            return fromDirecciones(await api.primerasDirecciones(FALLBACK_PAGE_SIZE));
        } catch {
            return fromDirecciones(loaded);
        }
    }
};

/**
 * The addresses a client can live at, loaded once when the client form opens (undefined while loading),
 * and `add` for one created from that form.
 */
export const useDireccionOptions = (loaded: Direccion[]) => {
    const api = useApi();
    const [fallback] = useState(loaded);
    const [added, setAdded] = useState<DireccionOption[]>([]);
    const { data } = useQuery({ queryKey: ['opcionesDireccion'], queryFn: () => loadOptions(api, fallback), ...ASK_ONCE });
    const add = useCallback((direccion: Direccion) => setAdded((current) => [...current, ...fromDirecciones([direccion])]), []);
    return { options: data && [...data, ...added], add };
};
