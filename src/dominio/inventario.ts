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

export const RESULTADOS_LECTURA = ['encontrado', 'otra_ubicacion', 'sobrante', 'fuera_de_alcance', 'dado_de_baja'] as const;
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

/** A label's URL: any origin, then /a/<code> (the code URL-encoded), as the labels' QR codes carry it. */
const URL_DE_ETIQUETA = new RegExp(`^${RUTA_DE_ETIQUETA}([^/]+)/?$`);
const CON_ESQUEMA = /^[a-z][a-z\d+.-]*:\/\//i;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The asset code a reading names: the code as typed or scanned, or the one in a label's URL (`https://…/a/ACT-000123`).
 * Refuses with the reason ("Código no válido: …") an empty code, one over 50 characters or with control characters, and
 * a URL that is not a label's.
 */
export function codigoLeido(texto: string): { ok: true; codigo: string } | { ok: false; motivo: string } {
  let codigo = texto.trim();
  if (CON_ESQUEMA.test(codigo)) {
    let ruta: RegExpExecArray | null = null;
    try {
      ruta = URL_DE_ETIQUETA.exec(new URL(codigo).pathname);
      codigo = ruta ? decodeURIComponent(ruta[1]).trim() : '';
    } catch {
      ruta = null;
    }
    if (!ruta) return { ok: false, motivo: `Código no válido: la URL no es la de una etiqueta (…/a/<código>): ${texto.slice(0, 120)}` };
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
