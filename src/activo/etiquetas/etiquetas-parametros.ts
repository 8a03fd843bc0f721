import { BadRequestException } from '@nestjs/common';

export const FORMATOS_ETIQUETA = ['a4', 'termica'] as const;
export type FormatoEtiqueta = (typeof FORMATOS_ETIQUETA)[number];

export const SIMBOLOGIAS_ETIQUETA = ['qr', 'code128'] as const;
export type SimbologiaEtiqueta = (typeof SIMBOLOGIAS_ETIQUETA)[number];

/**
 * Labels one document holds: 84 A4 sheets. Each QR code is a few hundred rectangles to lay out; 2,000 labels render
 * in about a third of the thread's 30 s on a busy two-core server, 5,000 took all of it.
 */
export const MAX_ETIQUETAS = 2000;

/** A choice among `opciones` from the query string: absent or blank is the first. */
function opcionDe<T extends string>(valor: unknown, opciones: readonly T[], parametro: string): T {
  if (valor === undefined || valor === '') return opciones[0];
  if (typeof valor === 'string' && (opciones as readonly string[]).includes(valor)) return valor as T;
  throw new BadRequestException(`El parámetro "${parametro}" debe ser ${opciones.join(' o ')}`);
}

export const formatoDe = (valor: unknown): FormatoEtiqueta => opcionDe(valor, FORMATOS_ETIQUETA, 'formato');
export const simbologiaDe = (valor: unknown): SimbologiaEtiqueta => opcionDe(valor, SIMBOLOGIAS_ETIQUETA, 'simbologia');

/**
 * The asset ids of `ids=1,2,3` (also `ids=1&ids=2`), each once, in the order given; undefined without the
 * parameter. Anything but positive whole numbers, none at all or more than a document holds is a 400.
 */
export function idsDe(valor: unknown): number[] | undefined {
  if (valor === undefined) return undefined;
  const partes = (Array.isArray(valor) ? valor : [valor]).flatMap((parte) => String(parte).split(',')).map((parte) => parte.trim());
  // Ids as ParseIdPipe reads them: at most 9 digits, so an int column never overflows.
  const invalida = partes.find((parte) => parte !== '' && !(/^\d{1,9}$/.test(parte) && Number(parte) > 0));
  if (invalida !== undefined) {
    throw new BadRequestException(`El parámetro "ids" lleva ids de activos separados por comas: "${invalida.slice(0, 20)}" no es un número entero positivo`);
  }
  const ids = [...new Set(partes.filter(Boolean).map(Number))];
  if (!ids.length) throw new BadRequestException('El parámetro "ids" no nombra ningún activo');
  if (ids.length > MAX_ETIQUETAS) throw new BadRequestException(demasiadas(`se pidieron ${ids.length.toLocaleString('es-PE')}: imprímalos por partes`));
  return ids;
}

export const demasiadas = (cuantas: string) => `Un PDF de etiquetas admite hasta ${MAX_ETIQUETAS.toLocaleString('es-PE')} activos y ${cuantas}`;
