import { memoizeByText } from './memoize';
import { normalizeSearch } from './search-text';

/** A SUNAT depreciation category: the maximum annual rate the law allows for it, and where the law says so. */
export interface CategoriaDepreciacion {
  clave: ClaveCategoriaDepreciacion;
  nombre: string;
  /** Maximum annual %; a higher rate is not deductible. */
  maximo: number;
  base: string;
}

export const CLAVES_CATEGORIA_DEPRECIACION = ['ganado', 'vehiculos', 'maquinaria-extractiva', 'computo', 'maquinaria', 'otros', 'edificios'] as const;
export type ClaveCategoriaDepreciacion = (typeof CLAVES_CATEGORIA_DEPRECIACION)[number];

/** RLIR art. 22 b) items 1 to 6, and buildings (LIR art. 39); temporary special regimes are a company's choice and not offered. */
export const CATEGORIAS_DEPRECIACION: readonly CategoriaDepreciacion[] = [
  { clave: 'ganado', nombre: 'Ganado de trabajo y reproducción; redes de pesca', maximo: 25, base: 'RLIR art. 22 b) 1' },
  { clave: 'vehiculos', nombre: 'Vehículos de transporte terrestre (excepto ferrocarriles); hornos en general', maximo: 20, base: 'RLIR art. 22 b) 2' },
  {
    clave: 'maquinaria-extractiva',
    nombre: 'Maquinaria y equipo de las actividades minera, petrolera y de construcción (excepto muebles, enseres y equipos de oficina)',
    maximo: 20,
    base: 'RLIR art. 22 b) 3',
  },
  { clave: 'computo', nombre: 'Equipos de procesamiento de datos', maximo: 25, base: 'RLIR art. 22 b) 4' },
  { clave: 'maquinaria', nombre: 'Maquinaria y equipo adquirido a partir del 01.01.1991', maximo: 10, base: 'RLIR art. 22 b) 5' },
  { clave: 'otros', nombre: 'Otros bienes del activo fijo', maximo: 10, base: 'RLIR art. 22 b) 6' },
  { clave: 'edificios', nombre: 'Edificios y construcciones', maximo: 5, base: 'LIR art. 39' },
];

const POR_CLAVE = new Map(CATEGORIAS_DEPRECIACION.map((categoria) => [categoria.clave, categoria]));

export const categoriaDepreciacion = (clave: string | null | undefined): CategoriaDepreciacion | undefined =>
  clave ? POR_CLAVE.get(clave as ClaveCategoriaDepreciacion) : undefined;

/** The rate of an asset that has neither its own rate nor a category: "otros bienes", as before categories existed. */
export const TASA_POR_DEFECTO = 10;
/** The highest rate of the table: the cap of a rate given to an asset without a category. */
export const TASA_MAXIMA = Math.max(...CATEGORIAS_DEPRECIACION.map((categoria) => categoria.maximo));

/**
 * The keywords that guessed a rate from an asset's free texts before it had a category: now used once, to
 * classify the existing assets (migration). First match wins.
 */
const PALABRAS: Array<{ clave: ClaveCategoriaDepreciacion; palabras: string[] }> = [
  { clave: 'edificios', palabras: ['edificio', 'construccion', 'inmueble', 'local', 'oficina propia'] },
  { clave: 'computo', palabras: ['computo', 'computadora', 'procesamiento de datos', 'laptop', 'servidor', 'impresora', 'monitor', 'informatic'] },
  { clave: 'vehiculos', palabras: ['vehiculo', 'camion', 'camioneta', 'automovil', 'transporte terrestre', 'moto'] },
  { clave: 'ganado', palabras: ['ganado', 'reproductor'] },
  { clave: 'maquinaria', palabras: ['maquinaria', 'maquina', 'equipo industrial'] },
];

/** The category the asset's texts (categoría, tipo, categoría SUNAT…) name, or null when none of the keywords is there. */
export function categoriaPorTexto(...textos: Array<string | null | undefined>): ClaveCategoriaDepreciacion | null {
  return claveDeTexto(textos.filter(Boolean).join(' '));
}

const claveDeTexto = memoizeByText((textos) => {
  const texto = normalizeSearch(textos);
  return PALABRAS.find(({ palabras }) => palabras.some((palabra) => texto.includes(palabra)))?.clave ?? null;
});

/** Each category by the ways a spreadsheet names it: its clave, its name and its item of RLIR art. 22 b) (1 to 6). */
const POR_REFERENCIA = new Map<string, ClaveCategoriaDepreciacion>(
  CATEGORIAS_DEPRECIACION.flatMap(({ clave, nombre, base }) => {
    const inciso = /^RLIR art\. 22 b\) (\d)$/.exec(base)?.[1];
    return [clave, nombre, ...(inciso ? [inciso] : [])].map((texto): [string, ClaveCategoriaDepreciacion] => [normalizeSearch(texto), clave]);
  }),
);

/**
 * The category a cell names (an import's): its clave ('computo', 'edificios'), its name or its item number of
 * RLIR art. 22 b), whatever the case and accents; null when it names none, since free text is never guessed.
 */
export const categoriaPorReferencia = (texto: string): ClaveCategoriaDepreciacion | null => POR_REFERENCIA.get(normalizeSearch(texto)) ?? null;

/** What an asset's rate depends on. */
export interface TasaDeActivo {
  tasaDepreciacion: number | null;
  categoriaDepreciacion: string | null;
}

/** The annual rate an asset depreciates at: its own, or its category's maximum, or TASA_POR_DEFECTO without one. */
export const tasaDelActivo = (activo: TasaDeActivo): number =>
  activo.tasaDepreciacion ?? categoriaDepreciacion(activo.categoriaDepreciacion)?.maximo ?? TASA_POR_DEFECTO;

const porcentaje = (valor: number) => `${valor.toFixed(2)} %`;

/** The Spanish refusal of a rate above what the law allows for the category, or null when it is within it. */
export function errorDeTasa(activo: TasaDeActivo): string | null {
  if (activo.tasaDepreciacion === null || activo.tasaDepreciacion === undefined) return null;
  const categoria = categoriaDepreciacion(activo.categoriaDepreciacion);
  if (categoria) {
    return activo.tasaDepreciacion > categoria.maximo
      ? `La tasa de depreciación no puede superar ${porcentaje(categoria.maximo)} para «${categoria.nombre}» (${categoria.base})`
      : null;
  }
  return activo.tasaDepreciacion > TASA_MAXIMA
    ? `La tasa de depreciación no puede superar ${porcentaje(TASA_MAXIMA)}, la mayor de RLIR art. 22 b); elija la categoría SUNAT de depreciación del activo`
    : null;
}
