import { useEffect, useState } from 'react';
import { normalizeSearch } from '../../../src/common/search-text';
import { API_URL, httpClient } from '../dataProvider';

/** A district of INEI's ubigeo catalogue: GET /api/ubigeo. */
export interface UbigeoDistrito {
    ubigeo: string;
    departamento: string;
    provincia: string;
    distrito: string;
}

// The same for every user and company: read once per page load; after a failure the next form asks again.
let catalogo: Promise<UbigeoDistrito[]> | undefined;
const cargar = () =>
    (catalogo ??= httpClient(`${API_URL}/ubigeo`)
        .then(({ json }) => json as UbigeoDistrito[])
        .catch((error: unknown) => {
            catalogo = undefined;
            throw error;
        }));

/** The catalogue: undefined while it loads, 'error' when it could not be read. */
export const useUbigeo = () => {
    const [distritos, setDistritos] = useState<UbigeoDistrito[] | 'error'>();
    useEffect(() => {
        let open = true;
        cargar()
            .then((found) => open && setDistritos(found))
            .catch(() => open && setDistritos('error'));
        return () => {
            open = false;
        };
    }, []);
    return distritos;
};

/** A name without case or accents, as the API compares them ("Cañete" and "CANETE" are the same). */
export const claveUbigeo = (value: unknown): string => normalizeSearch(String(value ?? ''));
