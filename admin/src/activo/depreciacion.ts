import { calcularDepreciacion as calcularEnElServidor } from '@dominio/depreciacion';
import type { FilaDepreciacion } from '../api/tipos';

// The API's own rules and SUNAT rates, bundled in: an unsaved asset shows the figures it will have once saved.
export { tasaSunat } from '@dominio/tasas-sunat';

/** The depreciation schedule of an asset not saved yet, as the API would store it. */
export const calcularDepreciacion = (total: number, tasaAnual: number, fechaAdquisicion: Date | undefined, hasta = new Date()): FilaDepreciacion[] => {
    const fecha = fechaAdquisicion && !Number.isNaN(fechaAdquisicion.getTime()) ? fechaAdquisicion : null;
    return calcularEnElServidor(total, tasaAnual, fecha, hasta).map((fila) => ({ ...fila, fechaMes: fila.fechaMes.toISOString() }));
};
