import { DNI, DNI_MESSAGE } from '../../common/peru';
import { TIPO_DNI, TIPOS_DOCUMENTO_CONDUCTOR } from '../../dominio/documento-conductor';

// The formats SUNAT's validation of the transport guide checks (docs/gre-transporte.md): each rule answers its
// Spanish message, or null when the value passes.

/** A plate as SUNAT reads it: without hyphens or spaces, in capitals (`abc-123` → `ABC123`). */
export const normalizarPlaca = (placa: string): string => placa.replace(/[-\s]/g, '').toUpperCase();

/** A licence, TUC or document number as SUNAT reads it: trimmed, in capitals. */
export const normalizarCodigo = (codigo: string): string => codigo.trim().toUpperCase();

const PLACA = /^(?!0+$)[0-9A-Z]{6,8}$/;
const LICENCIA = /^(?!0+$)[0-9A-Z]{9,10}$/;
const TUC = /^(?!0+$)[0-9A-Z]{9,15}$/;
const OTRO_DOCUMENTO = /^[0-9A-Z]{1,15}$/;

export const MENSAJE_PLACA = 'La placa debe tener de 6 a 8 letras o dígitos, sin contar guiones ni espacios, y no solo ceros';
export const MENSAJE_LICENCIA = 'La licencia de conducir debe tener de 9 a 10 letras o dígitos, y no solo ceros';
export const MENSAJE_TUC = 'El TUC o certificado de habilitación debe tener de 9 a 15 letras o dígitos, y no solo ceros';
export const MENSAJE_TIPO_DOCUMENTO = `El tipo de documento debe ser uno del catálogo 06 de SUNAT distinto del RUC: ${Object.keys(TIPOS_DOCUMENTO_CONDUCTOR).join(', ')}`;
export const MENSAJE_NUMERO_DOCUMENTO = 'El número de documento debe tener de 1 a 15 letras o dígitos';

/** `placa` already normalised (normalizarPlaca). */
export const errorDePlaca = (placa: string): string | null => (PLACA.test(placa) ? null : MENSAJE_PLACA);
/** `licencia` already normalised (normalizarCodigo). */
export const errorDeLicencia = (licencia: string): string | null => (LICENCIA.test(licencia) ? null : MENSAJE_LICENCIA);
/** `tuc` already normalised (normalizarCodigo). */
export const errorDeTuc = (tuc: string): string | null => (TUC.test(tuc) ? null : MENSAJE_TUC);

export const esTipoDocumentoConductor = (tipo: string): boolean => Object.hasOwn(TIPOS_DOCUMENTO_CONDUCTOR, tipo);

/** A driver's document number for its type, already normalised: a DNI keeps its 8 digits, zeros included. */
export function errorDeDocumento(tipo: string, numero: string): string | null {
  if (!esTipoDocumentoConductor(tipo)) return MENSAJE_TIPO_DOCUMENTO;
  if (tipo === TIPO_DNI) return DNI.test(numero) ? null : DNI_MESSAGE;
  return OTRO_DOCUMENTO.test(numero) ? null : MENSAJE_NUMERO_DOCUMENTO;
}
