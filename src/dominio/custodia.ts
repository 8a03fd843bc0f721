/**
 * Custodians and their hand-over and return actas (docs/custodios.md): the identity documents a custodian may carry
 * (SUNAT's catálogo 06: people in Peru only carry these three) and the condition an asset comes back in. Shared with
 * the panel's pickers.
 */
export const TIPOS_DOCUMENTO_CUSTODIO = { '1': 'DNI', '4': 'Carné de extranjería', '7': 'Pasaporte' } as const;
export type TipoDocumentoCustodio = keyof typeof TIPOS_DOCUMENTO_CUSTODIO;

export const CONDICIONES = { bueno: 'Bueno', regular: 'Regular', malo: 'Malo' } as const;
export type Condicion = keyof typeof CONDICIONES;

export const TIPOS_ACTA = { entrega: 'Acta de entrega', devolucion: 'Acta de devolución' } as const;
export type TipoActa = keyof typeof TIPOS_ACTA;

/** The series prefix of each kind: AE-2026-000123, AD-2026-000045. */
export const PREFIJO_ACTA: Record<TipoActa, string> = { entrega: 'AE', devolucion: 'AD' };

const DNI = /^\d{8}$/;
const OTRO_DOCUMENTO = /^[0-9A-Z]{6,15}$/;

export const MENSAJE_TIPO_DOCUMENTO_CUSTODIO = 'El tipo de documento debe ser 1 (DNI), 4 (carné de extranjería) o 7 (pasaporte)';

/** The document number for its type, already trimmed and in capitals: a DNI is 8 digits, leading zeros included. */
export function errorDeDocumentoCustodio(tipo: string, numero: string): string | null {
  if (!Object.hasOwn(TIPOS_DOCUMENTO_CUSTODIO, tipo)) return MENSAJE_TIPO_DOCUMENTO_CUSTODIO;
  if (tipo === '1') return DNI.test(numero) ? null : 'El DNI debe tener 8 dígitos';
  return OTRO_DOCUMENTO.test(numero) ? null : 'El número de documento debe tener de 6 a 15 letras o dígitos';
}

/** The default legal text of each kind of acta, until the company writes its own. */
export const TEXTO_RESPONSABILIDAD_POR_DEFECTO: Record<TipoActa, string> = {
  entrega:
    'El custodio declara recibir los bienes detallados en buen estado de funcionamiento y se compromete a usarlos exclusivamente para las labores encomendadas, conservarlos con la debida diligencia y devolverlos cuando la empresa lo requiera o al término de su vínculo laboral. Deberá comunicar de inmediato cualquier pérdida, robo o daño. La pérdida o el daño por negligencia o mal uso podrá ser descontado conforme a ley, previa comprobación.',
  devolucion:
    'La empresa declara recibir los bienes detallados en el estado que se indica para cada uno. Con la firma de esta acta, el custodio queda liberado de la responsabilidad sobre dichos bienes, salvo los daños anotados en las observaciones.',
};

/** The 409 of an asset someone holds, when it is handed to another or disposed of: it comes back first. */
export const enTenencia = (codigo: string, custodio: { nombres: string; apellidos: string }) =>
  `El activo ${codigo} está a cargo de ${custodio.nombres} ${custodio.apellidos}: registre primero su devolución`;
