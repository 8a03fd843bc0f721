import type { Compania } from '../compania/record';
import { useApiGet } from '../common/useApiGet';
import type { Usuario } from '../usuario/record';

export interface FilterOptions {
    usuarios: Usuario[];
    companias: Compania[];
    tablas: string[];
    acciones: string[];
}

const NO_OPTIONS: FilterOptions = { usuarios: [], companias: [], tablas: [], acciones: [] };

/** The choices of the audit filters; if any list fails to load, every list is empty (spec part 2 §8). */
export const useFilterOptions = (): { options: FilterOptions; reload(): void } => {
    const usuarios = useApiGet<Usuario[]>('/Usuario');
    const companias = useApiGet<Compania[]>('/Compania');
    const tablas = useApiGet<string[]>('/Audit/tables');
    const acciones = useApiGet<string[]>('/Audit/actions');
    const options =
        usuarios.load.state === 'done' &&
        companias.load.state === 'done' &&
        tablas.load.state === 'done' &&
        acciones.load.state === 'done'
            ? {
                  usuarios: usuarios.load.data,
                  companias: companias.load.data,
                  tablas: tablas.load.data,
                  acciones: acciones.load.data,
              }
            : NO_OPTIONS;
    // A clean-up may remove the last rows of a table.
    return { options, reload: tablas.reload };
};
