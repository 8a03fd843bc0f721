import { memoizeByText } from '../../dominio/memoize';
import { normalizeSearch } from '../../dominio/search-text';

/** SUNAT table 18, tipo de activo fijo: 1 no revaluado o revaluado sin efecto tributario, 2 revaluado con efecto tributario. */
export type TipoActivoSunat = '1' | '2';

/** SUNAT table 19, estado del activo fijo: 1 en desuso, 2 obsoleto, 9 resto de activos. */
export type EstadoActivoSunat = '1' | '2' | '9';

/** The asset's categoría SUNAT is stored as the table's own text (or its code). */
export function tipoActivoSunat(categoriaSunat: string | null): TipoActivoSunat {
  return /^(2$|revaluado con efecto)/.test(normalizeSearch(categoriaSunat)) ? '2' : '1';
}

/** An inactive asset is one out of use; every other estado (Activo, En mantenimiento…) is "resto de activos". */
export function estadoActivoSunat(estado: string | null): EstadoActivoSunat {
  const texto = normalizeSearch(estado);
  if (texto.includes('obsolet')) return '2';
  if (texto.includes('desuso') || texto.includes('inactiv')) return '1';
  return '9';
}

/**
 * Class 33 accounts (inmuebles, maquinaria y equipo) of the Plan Contable General
 * Empresarial, by the words of the asset's category; first match wins.
 */
const CUENTAS: Array<{ cuenta: string; palabras: string[] }> = [
  { cuenta: '3321', palabras: ['edificio', 'edificacion', 'construccion', 'inmueble'] },
  {
    cuenta: '3361',
    palabras: ['computo', 'computadora', 'procesamiento de datos', 'procesamiento de informacion', 'laptop', 'servidor', 'impresora', 'monitor', 'informatic'],
  },
  { cuenta: '3341', palabras: ['vehiculo', 'camion', 'camioneta', 'automovil', 'transporte'] },
  { cuenta: '3331', palabras: ['maquinaria', 'maquina', 'equipo industrial'] },
  { cuenta: '3351', palabras: ['mueble', 'silla', 'escritorio', 'estante', 'armario'] },
  { cuenta: '3352', palabras: ['enser'] },
  { cuenta: '3362', palabras: ['comunicacion', 'telefon'] },
  { cuenta: '3363', palabras: ['seguridad', 'alarma'] },
];
const OTROS_EQUIPOS = '3369';

export interface TextosContables {
  categoria: string | null;
  tipoActivo: string | null;
  tipoEquipoContable: string | null;
  descripcionContable: string | null;
  categoriaDepreciacion: string | null;
}

/**
 * The asset's own account when its tipo de equipo contable is one (digits); otherwise the company's cost account of its
 * SUNAT depreciation category (`cuentasDeCosto`, the journal's); without a category, the PCGE account its texts name.
 */
export function cuentaContable(activo: TextosContables, cuentasDeCosto: ReadonlyMap<string, string> = new Map()): string {
  const propia = activo.tipoEquipoContable?.trim();
  if (propia && /^\d{2,24}$/.test(propia)) return propia;
  const deLaCategoria = activo.categoriaDepreciacion ? cuentasDeCosto.get(activo.categoriaDepreciacion) : undefined;
  if (deLaCategoria) return deLaCategoria;
  return cuentaDeTexto([activo.categoria, activo.tipoActivo, activo.tipoEquipoContable, activo.descripcionContable].filter(Boolean).join(' '));
}

const cuentaDeTexto = memoizeByText((textos) => {
  const texto = normalizeSearch(textos);
  return CUENTAS.find(({ palabras }) => palabras.some((palabra) => texto.includes(palabra)))?.cuenta ?? OTROS_EQUIPOS;
});
