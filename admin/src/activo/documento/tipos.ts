/** The kinds of document an asset keeps, as the API takes them (docs/documentos.md). */
export const TIPOS_DOCUMENTO = ['factura', 'guia', 'poliza', 'soat', 'revision_tecnica', 'tarjeta_propiedad', 'garantia', 'informe_tecnico', 'foto', 'otro'] as const;

export const texto = (clave: string) => `resources.activos.documentos.${clave}`;

/** Vencido, Próximo or Programado, the same colours as a maintenance notice's badge: within 7 days is próximo. */
export const estadoDeVencimiento = (diasRestantes: number) => (diasRestantes < 0 ? 'vencido' : diasRestantes <= 7 ? 'proximo' : 'programado');
