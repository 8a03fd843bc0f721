import { useCallback, useEffect, useState } from 'react';
import { API_URL, httpClient } from '../dataProvider';
import { direccionText, type Direccion, type DireccionOption } from './record';

const FALLBACK_PAGE_SIZE = 1000;

const fromDirecciones = (direcciones: Direccion[]): DireccionOption[] =>
    direcciones.map((direccion) => ({ id: direccion.id, text: direccionText(direccion) }));

// Spec part 2 §7: the dropdown call; failing that, the first 1000 addresses of the list; failing that, those loaded.
const loadOptions = async (loaded: Direccion[]): Promise<DireccionOption[]> => {
    try {
        return (await httpClient(`${API_URL}/Direccion/dropdown`)).json as DireccionOption[];
    } catch {
        try {
            const { json } = await httpClient(`${API_URL}/Direccion?page=1&size=${FALLBACK_PAGE_SIZE}`);
            return fromDirecciones((json as { data: Direccion[] }).data);
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
    const [options, setOptions] = useState<DireccionOption[]>();
    const [fallback] = useState(loaded);
    useEffect(() => {
        let open = true;
        loadOptions(fallback).then((found) => open && setOptions(found));
        return () => {
            open = false;
        };
    }, [fallback]);
    const add = useCallback(
        (direccion: Direccion) => setOptions((current) => [...(current ?? []), ...fromDirecciones([direccion])]),
        [],
    );
    return { options, add };
};
