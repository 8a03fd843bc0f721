/**
 * Identity documents a driver of an electronic transport guide may carry: SUNAT's catálogo 06 without 6 (RUC), which
 * names companies, not people (docs/gre-transporte.md, "Conductor"). Shared with the panel's picker.
 */
export const TIPOS_DOCUMENTO_CONDUCTOR = {
  '1': 'DNI',
  '4': 'Carné de extranjería',
  '7': 'Pasaporte',
  A: 'Cédula diplomática de identidad',
  B: 'Documento de identidad del país de residencia',
  C: 'TIN',
  D: 'IN',
  E: 'TAM',
  F: 'PTP',
  G: 'Salvoconducto',
  '0': 'Documento tributario de no domiciliado sin RUC',
} as const;

export type TipoDocumentoConductor = keyof typeof TIPOS_DOCUMENTO_CONDUCTOR;

export const TIPO_DNI: TipoDocumentoConductor = '1';
