/** The types of a company's field, and how each value is kept on the asset (JSON). */
export const TIPOS_DE_CAMPO = ['texto', 'numero', 'fecha', 'lista', 'si_no'] as const;
export type TipoDeCampo = (typeof TIPOS_DE_CAMPO)[number];

/** A value as the asset keeps it: text (texto, lista, fecha as AAAA-MM-DD), number or boolean. */
export type ValorDeCampo = string | number | boolean;
export type ValoresDeCampos = Record<string, ValorDeCampo>;

/** What validating a value needs of a field's definition. */
export interface DefinicionDeCampo {
  clave: string;
  etiqueta: string;
  tipo: TipoDeCampo;
  opciones: string[];
  obligatorio: boolean;
  categoria: string | null;
}

export const MAX_TEXTO_DE_CAMPO = 500;
const SI = new Set(['si', 'sí', 's', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A date as AAAA-MM-DD, from that text or a Date (an Excel cell); undefined when it is neither or does not exist (2026-02-30). */
function fechaDe(valor: unknown): string | undefined {
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? undefined : valor.toISOString().slice(0, 10);
  if (typeof valor !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(valor.trim())) return undefined;
  const texto = valor.trim();
  const fecha = new Date(`${texto}T00:00:00Z`);
  return !Number.isNaN(fecha.getTime()) && fecha.toISOString().startsWith(texto) ? texto : undefined;
}

/** A number, from a number or its text with a dot or a comma as decimal separator. */
function numeroDe(valor: unknown): number | undefined {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : undefined;
  if (typeof valor !== 'string' || !/^-?\d+([.,]\d+)?$/.test(valor.trim())) return undefined;
  return Number(valor.trim().replace(',', '.'));
}

/** A yes/no, from a boolean or its Spanish or English text (an import cell). */
function siNoDe(valor: unknown): boolean | undefined {
  if (typeof valor === 'boolean') return valor;
  const texto = typeof valor === 'string' || typeof valor === 'number' ? String(valor).trim().toLowerCase() : '';
  return SI.has(texto) ? true : NO.has(texto) ? false : undefined;
}

/** The value of `campo` as the asset keeps it, or the message that refuses it. */
export function valorDeCampo(campo: DefinicionDeCampo, valor: unknown): { valor: ValorDeCampo } | { error: string } {
  const nombre = `El campo "${campo.etiqueta}"`;
  switch (campo.tipo) {
    case 'texto': {
      if (typeof valor !== 'string' && typeof valor !== 'number') return { error: `${nombre} debe ser un texto` };
      const texto = String(valor).trim();
      return texto.length > MAX_TEXTO_DE_CAMPO ? { error: `${nombre} no puede exceder los ${MAX_TEXTO_DE_CAMPO} caracteres` } : { valor: texto };
    }
    case 'numero': {
      const numero = numeroDe(valor);
      return numero === undefined ? { error: `${nombre} debe ser un número` } : { valor: numero };
    }
    case 'fecha': {
      const fecha = fechaDe(valor);
      return fecha === undefined ? { error: `${nombre} debe ser una fecha AAAA-MM-DD` } : { valor: fecha };
    }
    case 'lista': {
      const texto = typeof valor === 'string' || typeof valor === 'number' ? String(valor).trim() : '';
      // The option as defined, whatever the case typed.
      const opcion = campo.opciones.find((o) => o.toLowerCase() === texto.toLowerCase());
      return opcion === undefined ? { error: `${nombre} debe ser una de estas opciones: ${campo.opciones.join(', ')}` } : { valor: opcion };
    }
    case 'si_no': {
      const siNo = siNoDe(valor);
      return siNo === undefined ? { error: `${nombre} debe ser sí o no` } : { valor: siNo };
    }
  }
}

const vacio = (valor: unknown) => valor === null || valor === undefined || (typeof valor === 'string' && !valor.trim());

/**
 * The values of an asset of SUNAT category `categoria` checked against the company's fields, in the fields' order, empty
 * ones left out; or one Spanish message per field refused: unknown, of the wrong type, required and missing, or of
 * another category.
 */
export function validarValores(campos: readonly DefinicionDeCampo[], valores: Record<string, unknown>, categoria: string | null): { valores: ValoresDeCampos; errores: string[] } {
  const errores: string[] = [];
  const resultado: ValoresDeCampos = {};
  const porClave = new Map(campos.map((campo) => [campo.clave, campo]));
  for (const clave of Object.keys(valores)) {
    if (!porClave.has(clave) && !vacio(valores[clave])) errores.push(`El campo "${clave}" no está definido para los activos de su compañía`);
  }
  for (const campo of campos) {
    const valor = Object.hasOwn(valores, campo.clave) ? valores[campo.clave] : undefined;
    const aplica = !campo.categoria || campo.categoria === categoria;
    if (vacio(valor)) {
      if (campo.obligatorio && aplica) errores.push(`El campo "${campo.etiqueta}" es obligatorio`);
      continue;
    }
    if (!aplica) {
      errores.push(`El campo "${campo.etiqueta}" solo corresponde a los activos de la categoría ${campo.categoria}`);
      continue;
    }
    const leido = valorDeCampo(campo, valor);
    if ('error' in leido) errores.push(leido.error);
    else resultado[campo.clave] = leido.valor;
  }
  return { valores: resultado, errores };
}
