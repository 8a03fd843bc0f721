import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { departamentoCanonico } from '../../common/peru-departamentos';
import { normalizeSearch } from '../../dominio/search-text';

/** One district of INEI's ubigeo catalogue, with its names as the address form shows them. */
export interface UbigeoDistrito {
  /** 6 digits: department, province, district. */
  ubigeo: string;
  departamento: string;
  provincia: string;
  distrito: string;
}

/** Where an address's department, province and district disagree with the catalogue: the field and what to tell. */
export interface UbicacionIncoherente {
  campo: 'departamento' | 'provincia' | 'distrito';
  mensaje: string;
}

type Ubicacion = { departamento?: unknown; provincia?: unknown; distrito?: unknown };

interface Provincia {
  nombre: string;
  distritos: Map<string, UbigeoDistrito>;
}

const PARTICULAS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

/** "SAN JUAN DE MIRAFLORES" → "San Juan de Miraflores": INEI lists names in capitals. */
const nombrePropio = (mayusculas: string) =>
  mayusculas
    .toLowerCase()
    .split(' ')
    .map((palabra, i) => (i > 0 && PARTICULAS.has(palabra) ? palabra : palabra.charAt(0).toUpperCase() + palabra.slice(1)))
    .join(' ');

/** The catalogue shipped with the product (ubigeo.csv, INEI: `ubigeo,departamento,provincia,distrito`), read once. */
function leerCatalogo() {
  const distritos: UbigeoDistrito[] = [];
  const porUbigeo = new Map<string, UbigeoDistrito>();
  const departamentos = new Map<string, { nombre: string; provincias: Map<string, Provincia> }>();
  const lineas = readFileSync(join(__dirname, 'ubigeo.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
  for (const linea of lineas) {
    const [ubigeo, dep, prov, dist] = linea.split(',');
    const entrada = { ubigeo, departamento: departamentoCanonico(dep) ?? nombrePropio(dep), provincia: nombrePropio(prov), distrito: nombrePropio(dist) };
    distritos.push(entrada);
    porUbigeo.set(ubigeo, entrada);
    const departamento = departamentos.get(normalizeSearch(dep)) ?? { nombre: entrada.departamento, provincias: new Map<string, Provincia>() };
    departamentos.set(normalizeSearch(dep), departamento);
    const provincia = departamento.provincias.get(normalizeSearch(prov)) ?? { nombre: entrada.provincia, distritos: new Map<string, UbigeoDistrito>() };
    departamento.provincias.set(normalizeSearch(prov), provincia);
    provincia.distritos.set(normalizeSearch(dist), entrada);
  }
  return { distritos, porUbigeo, departamentos };
}

let catalogo: ReturnType<typeof leerCatalogo> | undefined;
const cargado = () => (catalogo ??= leerCatalogo());

/** Every district of Peru, in ubigeo order. */
export const distritosDelPeru = (): readonly UbigeoDistrito[] => cargado().distritos;

/** The district of a 6-digit ubigeo; undefined for a code the catalogue lacks, department and province codes (150100) included. */
export const distritoDeUbigeo = (ubigeo: string): UbigeoDistrito | undefined => cargado().porUbigeo.get(ubigeo);

const clave = (valor: unknown) => (typeof valor === 'string' ? normalizeSearch(valor) : '');
const texto = (valor: unknown) => (typeof valor === 'string' ? valor.trim() : '');

/**
 * The catalogue's district that a department, province and district name, compared without case or
 * accents; otherwise the first field that disagrees with those before it, with its message.
 */
export function ubicarDistrito(ubicacion: Ubicacion): UbigeoDistrito | UbicacionIncoherente {
  const departamento = cargado().departamentos.get(clave(ubicacion.departamento));
  if (!departamento) return { campo: 'departamento', mensaje: `${texto(ubicacion.departamento)} no es un departamento del Perú` };
  const provincia = departamento.provincias.get(clave(ubicacion.provincia));
  if (!provincia) return { campo: 'provincia', mensaje: `${texto(ubicacion.provincia)} no es una provincia del departamento ${departamento.nombre}` };
  const distrito = provincia.distritos.get(clave(ubicacion.distrito));
  if (!distrito) return { campo: 'distrito', mensaje: `${texto(ubicacion.distrito)} no es un distrito de la provincia ${provincia.nombre}` };
  return distrito;
}

export const esIncoherente = (resultado: UbigeoDistrito | UbicacionIncoherente): resultado is UbicacionIncoherente => 'campo' in resultado;

/** The ubigeo of the district an address names, or null when its names match none. */
export function ubigeoDe(ubicacion: Ubicacion): string | null {
  const ubicado = ubicarDistrito(ubicacion);
  return esIncoherente(ubicado) ? null : ubicado.ubigeo;
}
