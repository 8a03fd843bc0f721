/**
 * Catálogos de SUNAT que usa la guía de remisión remitente (docs/gre.md, «Catálogos»): el código que viaja en el XML
 * y el texto que muestran las pantallas y la representación impresa.
 */

/** Catálogo 06: tipo de documento de identidad. */
export const TIPOS_DOCUMENTO_IDENTIDAD = {
  '0': 'Documento tributario no domiciliado sin RUC',
  '1': 'DNI',
  '4': 'Carné de extranjería',
  '6': 'RUC',
  '7': 'Pasaporte',
  A: 'Cédula diplomática de identidad',
  B: 'Documento de identidad del país de residencia (no domiciliado)',
  C: 'TIN (Tax Identification Number)',
  D: 'IN (Identification Number)',
  E: 'TAM (Tarjeta Andina de Migración)',
  F: 'PTP (Permiso Temporal de Permanencia)',
  G: 'Salvoconducto',
} as const;
export type TipoDocumentoIdentidad = keyof typeof TIPOS_DOCUMENTO_IDENTIDAD;

/** Catálogo 18: modalidad de traslado. */
export const MODALIDADES_TRASLADO = {
  '01': 'Transporte público',
  '02': 'Transporte privado',
} as const;
export type ModalidadTraslado = keyof typeof MODALIDADES_TRASLADO;

/** Catálogo 20: motivo de traslado (los códigos 10-12, 15 y 16 no existen en la guía vigente). */
export const MOTIVOS_TRASLADO = {
  '01': 'Venta',
  '02': 'Compra',
  '03': 'Venta con entrega a terceros',
  '04': 'Traslado entre establecimientos de la misma empresa',
  '05': 'Consignación',
  '06': 'Devolución',
  '07': 'Recojo de bienes transformados',
  '08': 'Importación',
  '09': 'Exportación',
  '13': 'Otros',
  '14': 'Venta sujeta a confirmación del comprador',
  '17': 'Traslado de bienes para transformación',
  '18': 'Traslado emisor itinerante de comprobantes de pago',
  '19': 'Traslado a zona primaria',
} as const;
export type MotivoTraslado = keyof typeof MOTIVOS_TRASLADO;

/** Catálogo 61: documento relacionado al transporte, solo los que admite una guía remitente. */
export const DOCUMENTOS_RELACIONADOS = {
  '01': 'Factura',
  '03': 'Boleta de venta',
  '04': 'Liquidación de compra',
  '09': 'Guía de remisión remitente',
  '12': 'Ticket o cinta emitido por máquina registradora',
  '48': 'Comprobante de operaciones – Ley N° 29972',
  '49': 'Constancia de depósito – IVAP (Ley 28211)',
  '50': 'Declaración aduanera de mercancías',
  '52': 'Declaración simplificada (DS)',
  '71': 'Resolución de adjudicación de bienes – SUNAT',
  '72': 'Resolución de comiso de bienes – SUNAT',
  '73': 'Guía de transporte forestal o de fauna – SERFOR',
  '74': 'Guía de tránsito – SUCAMEC',
  '75': 'Autorización para operar como empresa de saneamiento ambiental – MINSA',
  '76': 'Autorización para manejo y recojo de residuos sólidos peligrosos y no peligrosos',
  '77': 'Certificado fitosanitario de la movilización de plantas, productos vegetales y otros artículos reglamentados',
  '78': 'Registro único de usuarios y transportistas de alcohol etílico',
  '80': 'Constancia de depósito – detracción',
  '81': 'Código de autorización emitida por el SCOP',
} as const;

/** Unidades del peso bruto total. */
export const UNIDADES_PESO = { KGM: 'Kilogramos', TNE: 'Toneladas' } as const;
export type UnidadPeso = keyof typeof UNIDADES_PESO;

export const esCodigoDe = <C extends object>(catalogo: C, codigo: unknown): codigo is keyof C =>
  typeof codigo === 'string' && Object.prototype.hasOwnProperty.call(catalogo, codigo);
