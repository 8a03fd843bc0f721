/*
 * The rules of a physical inventory that the API applies and the phone may apply without network: what a read code
 * names and whether an asset was read where the books say. Plain functions, so the admin bundles this file as it is.
 */

import { RUTA_DE_ETIQUETA } from './etiqueta';

/** The longest asset code (activo.codigo). */
export const CODIGO_MAX = 50;

/** The most readings one batch (a phone's offline readings) may carry. */
export const LECTURAS_POR_LOTE = 1000;

export const ESTADOS_FISICOS = ['bueno', 'regular', 'malo'] as const;
export type EstadoFisico = (typeof ESTADOS_FISICOS)[number];

/** What a reading found; `ilegible`: it named no code (codigoLeido), and is kept with the text read. */
export const RESULTADOS_LECTURA = ['encontrado', 'otra_ubicacion', 'sobrante', 'fuera_de_alcance', 'dado_de_baja', 'ilegible'] as const;
export type ResultadoLectura = (typeof RESULTADOS_LECTURA)[number];

/** A place as a reading or the books give it; a field left out (or null) is not known. */
export interface LugarDeInventario {
  direccionId?: number | null;
  edificio?: string | null;
  piso?: string | null;
  areaId?: number | null;
  sede?: string | null;
}

export const CAMPOS_DE_LUGAR = ['direccionId', 'edificio', 'piso', 'areaId', 'sede'] as const;

/** A label's route under the app's address: /a/<code>, the code URL-encoded, as the labels' QR codes carry it. */
const URL_DE_ETIQUETA = new RegExp(`^${RUTA_DE_ETIQUETA}([^/]+)/?$`);
const CON_ESQUEMA = /^[a-z][a-z\d+.-]*:\/\//i;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The asset code a reading names: the code as typed or scanned, or the one in a label of this app (`appUrl/a/ACT-000123`;
 * `appUrl` is APP_URL or, without it, the address the reading came to). Anything else names no code, with the reason
 * ("Código no válido: …"): an empty text, one over 50 characters or with control characters, a URL that is not a
 * label's, and a label of another address (a code printed by anyone else is never taken for the company's asset).
 */
export function codigoLeido(texto: string, appUrl: string): { ok: true; codigo: string } | { ok: false; motivo: string } {
  let codigo = texto.trim();
  if (CON_ESQUEMA.test(codigo)) {
    const noEsEtiqueta = { ok: false, motivo: `Código no válido: la URL no es la de una etiqueta (…/a/<código>): ${texto.slice(0, 120)}` } as const;
    const app = new URL(appUrl);
    const raiz = app.pathname.replace(/\/+$/, '');
    let url: URL;
    try {
      url = new URL(codigo);
    } catch {
      return noEsEtiqueta;
    }
    const ruta = url.pathname.startsWith(`${raiz}/`) ? URL_DE_ETIQUETA.exec(url.pathname.slice(raiz.length)) : null;
    if (!ruta) return noEsEtiqueta;
    if (url.origin !== app.origin) return { ok: false, motivo: `Código no válido: la etiqueta no es de ${app.origin}: ${texto.slice(0, 120)}` };
    try {
      codigo = decodeURIComponent(ruta[1]).trim();
    } catch {
      return noEsEtiqueta;
    }
  }
  if (!codigo) return { ok: false, motivo: 'Código no válido: está vacío' };
  if (codigo.length > CODIGO_MAX) return { ok: false, motivo: `Código no válido: tiene más de ${CODIGO_MAX} caracteres` };
  if (CONTROL.test(codigo)) return { ok: false, motivo: 'Código no válido: tiene caracteres de control' };
  return { ok: true, codigo };
}

/** Text as two places are compared: without case or spare spaces. */
const comparable = (texto: string) => texto.trim().replace(/\s+/g, ' ').toLowerCase();

const conocido = (valor: unknown): boolean => valor !== null && valor !== undefined && !(typeof valor === 'string' && !valor.trim());

/** The fields a reading brings (a place's known fields), each once. */
export function camposLeidos(leido: LugarDeInventario): Array<(typeof CAMPOS_DE_LUGAR)[number]> {
  return CAMPOS_DE_LUGAR.filter((campo) => conocido(leido[campo]));
}

/**
 * Whether an asset was read where the books say: every field the reading brings (address, building, floor, area, sede)
 * equals the books', text without case or spare spaces; a field the reading does not bring is no difference.
 */
export function enSuLugar(libros: LugarDeInventario, leido: LugarDeInventario): boolean {
  return camposLeidos(leido).every((campo) => {
    const [enLibros, enLectura] = [libros[campo], leido[campo]];
    if (typeof enLectura === 'string') return typeof enLibros === 'string' && comparable(enLibros) === comparable(enLectura);
    return enLibros === enLectura;
  });
}

/**
 * One key per place, equal for places enSuLugar takes for the same (a move's arrival: one movement per place); only the
 * fields the place knows count.
 */
export function claveDeLugar(lugar: LugarDeInventario): string {
  return JSON.stringify(camposLeidos(lugar).map((campo) => [campo, typeof lugar[campo] === 'string' ? comparable(lugar[campo] as string) : lugar[campo]]));
}
