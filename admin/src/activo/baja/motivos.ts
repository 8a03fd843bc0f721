import type { MotivoBaja } from '../../api/tipos';

// The motives of a disposal and the evidence each needs (RLIR art. 22 i; docs/reglas-peru.md).

export const MOTIVOS_BAJA = [
    'venta',
    'obsolescencia',
    'siniestro',
    'robo_perdida',
    'donacion',
    'destruccion',
    'otro',
] as const satisfies readonly MotivoBaja[];

/** What backs the disposal: the sale invoice, the technical report, the police report, or an acta. */
const DOCUMENTO: Partial<Record<MotivoBaja, string>> = {
    venta: 'factura',
    obsolescencia: 'informe',
    robo_perdida: 'denuncia',
};

/** Translation key of the motive's name. */
export const motivoLabel = (motivo: string) => `resources.activos.baja.motivos.${motivo}`;

/** The motive's kind of document: factura, informe, denuncia or acta. */
export const documentoDe = (motivo: unknown): string => DOCUMENTO[motivo as MotivoBaja] ?? 'acta';

/** Translation key of the motive's document ("N° de factura de venta"…). */
export const documentoLabel = (motivo: unknown) => `resources.activos.baja.documentos.${documentoDe(motivo)}`;
