import { calcularDepreciacion as calcularEnElServidor, type HistoriaDepreciable } from '@dominio/depreciacion';
import type { FilaDepreciacion } from '../api/tipos';

// The API's own rules and SUNAT rates, bundled in: an unsaved asset shows the figures it will have once saved.
export {
    tasaDelActivo,
    categoriaDepreciacion,
    errorDeTasa,
    CATEGORIAS_DEPRECIACION,
    TASA_MAXIMA,
    TASA_POR_DEFECTO,
} from '@dominio/tasas-sunat';

/** The depreciation schedule of an asset not saved yet, as the API would compute it. */
export const calcularDepreciacion = (historia: HistoriaDepreciable, hasta = new Date()): FilaDepreciacion[] => {
    const inicio = historia.inicio && !Number.isNaN(historia.inicio.getTime()) ? historia.inicio : null;
    return calcularEnElServidor({ ...historia, inicio }, hasta).map((fila) => ({ ...fila, fechaMes: fila.fechaMes.toISOString() }));
};
