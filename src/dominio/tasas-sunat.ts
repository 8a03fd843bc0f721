import { memoizeByText } from './memoize';
import { normalizeSearch } from './search-text';

/**
 * SUNAT's maximum annual depreciation rates (Reglamento de la Ley del Impuesto a la
 * Renta, art. 22), used when an asset has no rate of its own. First match wins.
 */
const TASAS: Array<{ tasa: number; palabras: string[] }> = [
  { tasa: 5, palabras: ['edificio', 'construccion', 'inmueble', 'local', 'oficina propia'] },
  { tasa: 25, palabras: ['computo', 'computadora', 'procesamiento de datos', 'laptop', 'servidor', 'impresora', 'monitor', 'informatic'] },
  { tasa: 20, palabras: ['vehiculo', 'camion', 'camioneta', 'automovil', 'transporte terrestre', 'moto'] },
  { tasa: 20, palabras: ['ganado', 'reproductor'] },
  { tasa: 10, palabras: ['maquinaria', 'maquina', 'equipo industrial'] },
];

export const TASA_POR_DEFECTO = 10;

/** The SUNAT maximum rate for the asset's category texts (categoría, tipo, categoría SUNAT…). */
export function tasaSunat(...textos: Array<string | null | undefined>): number {
  return tasaDeTexto(textos.filter(Boolean).join(' '));
}

const tasaDeTexto = memoizeByText((textos) => {
  const texto = normalizeSearch(textos);
  return TASAS.find(({ palabras }) => palabras.some((palabra) => texto.includes(palabra)))?.tasa ?? TASA_POR_DEFECTO;
});

/** The texts of an asset that name its category, and its own rate. */
export interface CategoriaDeActivo {
  tasaDepreciacion: number | null;
  categoria: string | null;
  tipoActivo: string | null;
  categoriaSunat: string | null;
  tipoEquipoContable: string | null;
}

/** The annual rate an asset depreciates at: its own, or the SUNAT maximum for its category. */
export const tasaDelActivo = (activo: CategoriaDeActivo): number =>
  activo.tasaDepreciacion ?? tasaSunat(activo.categoria, activo.tipoActivo, activo.categoriaSunat, activo.tipoEquipoContable);
