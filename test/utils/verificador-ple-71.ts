/**
 * Checks a PLE file of book 7.1 (070100) against its 37-field layout: what SUNAT's validator would refuse
 * (field count, types, lengths, allowed characters, dates) is returned as Spanish messages, one per problem.
 */
const IMPORTE = /^-?\d{1,12}\.\d{2}$/;
const FECHA = /^(\d{2})\/(\d{2})\/(\d{4})$/;
// Latin-1 printable text without the field separator, slashes or backslashes.
const TEXTO = /^[\x20-\x7e\xa0-\xff]+$/;
const PROHIBIDOS = /[|/\\]/;

type Regla = (valor: string) => string | null;

const patron = (expresion: RegExp, que: string): Regla => (valor) => (expresion.test(valor) ? null : `${que}: "${valor}"`);
const texto = (max: number, min = 1): Regla => (valor) => {
  if (valor.length < min || valor.length > max) return `longitud ${valor.length} fuera de ${min}..${max}`;
  if (valor && (!TEXTO.test(valor) || PROHIBIDOS.test(valor))) return `caracteres no admitidos en "${valor}"`;
  return null;
};
const importe: Regla = patron(IMPORTE, 'importe inválido');
const fecha: Regla = (valor) => {
  const partes = FECHA.exec(valor);
  if (!partes) return `fecha inválida: "${valor}"`;
  const [, dia, mes, anio] = partes.map(Number);
  const real = new Date(Date.UTC(anio, mes - 1, dia));
  return real.getUTCDate() === dia && real.getUTCMonth() === mes - 1 && anio >= 1900 ? null : `fecha inexistente: "${valor}"`;
};

/** Field n (1-based) → its rule. */
const REGLAS: Regla[] = [
  patron(/^\d{4}0000$/, 'periodo AAAA0000'),
  patron(/^[A-Za-z0-9\-_.]{1,40}$/, 'CUO'),
  patron(/^[MAC]\d{1,9}$/, 'correlativo del asiento'),
  patron(/^[139]$/, 'catálogo (tabla 13)'),
  texto(24),
  patron(/^([139])?$/, 'catálogo de existencias'),
  texto(24, 0),
  patron(/^[12]$/, 'tipo de activo (tabla 18)'),
  patron(/^\d{2,24}$/, 'cuenta contable'),
  patron(/^[129]$/, 'estado del activo (tabla 19)'),
  texto(40),
  texto(20),
  texto(20),
  texto(30),
  ...Array.from({ length: 9 }, () => importe),
  fecha,
  fecha,
  patron(/^[1-9]$/, 'método (tabla 20)'),
  texto(20),
  patron(/^\d{1,3}\.\d{2}$/, 'porcentaje'),
  ...Array.from({ length: 8 }, () => importe),
  patron(/^[189]$/, 'estado de la operación'),
];

const aFecha = (valor: string) => {
  const [dia, mes, anio] = valor.split('/').map(Number);
  return Date.UTC(anio, mes - 1, dia);
};

export function erroresPle71(contenido: Buffer): string[] {
  const errores: string[] = [];
  const textoLatin1 = contenido.toString('latin1');
  if (textoLatin1.length && !textoLatin1.endsWith('\r\n')) errores.push('el archivo no termina en CRLF');
  const lineas = textoLatin1.split('\r\n').slice(0, -1);
  lineas.forEach((linea, i) => {
    const donde = `línea ${i + 1}`;
    if (linea.includes('\n') || linea.includes('\r')) errores.push(`${donde}: salto de línea suelto`);
    if (!linea.endsWith('|')) errores.push(`${donde}: no termina en "|"`);
    const campos = linea.slice(0, -1).split('|');
    if (campos.length !== REGLAS.length) {
      errores.push(`${donde}: ${campos.length} campos en vez de ${REGLAS.length}`);
      return;
    }
    campos.forEach((valor, n) => {
      const error = REGLAS[n](valor);
      if (error) errores.push(`${donde}, campo ${n + 1}: ${error}`);
    });
    if (!errores.length && aFecha(campos[24]) < aFecha(campos[23])) errores.push(`${donde}: inicio de uso anterior a la adquisición`);
    const [inicial, adquisiciones, mejoras, retiros] = campos.slice(14, 18).map(Number);
    if (retiros > inicial + adquisiciones + mejoras + 0.001) errores.push(`${donde}: retiros mayores que el costo`);
  });
  return errores;
}
