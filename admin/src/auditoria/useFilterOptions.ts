import { useApiQuery } from '../common/useApiQuery';
import type { Compania, Usuario } from '../api/tipos';

export interface FilterOptions {
    usuarios: Usuario[];
    companias: Compania[];
    tablas: string[];
    acciones: string[];
}

const NO_OPTIONS: FilterOptions = { usuarios: [], companias: [], tablas: [], acciones: [] };

/** The choices of the audit filters; if any list fails to load, every list is empty (docs/especificacion-operaciones.md §8). */
export const useFilterOptions = (): { options: FilterOptions; reload(): void } => {
    const usuarios = useApiQuery(['usuarios'], (api) => api.usuarios());
    const companias = useApiQuery(['companias'], (api) => api.companias());
    const tablas = useApiQuery(['tablasAuditadas'], (api) => api.tablasAuditadas());
    const acciones = useApiQuery(['accionesAuditadas'], (api) => api.accionesAuditadas());
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
