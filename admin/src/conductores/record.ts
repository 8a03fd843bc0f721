import { TIPOS_DOCUMENTO_CONDUCTOR, type TipoDocumentoConductor } from '@dominio/documento-conductor';
import type { Conductor } from '../api/tipos';

export const conductorName = (conductor: Conductor): string => `${conductor.nombres} ${conductor.apellidos}`;

/** The document type's name (catálogo 06), or its code when the catalogue lacks it. */
export const tipoDocumentoNombre = (tipo: string): string =>
    TIPOS_DOCUMENTO_CONDUCTOR[tipo as TipoDocumentoConductor] ?? tipo;

export const TIPO_DOCUMENTO_CHOICES = Object.entries(TIPOS_DOCUMENTO_CONDUCTOR).map(([id, nombre]) => ({
    id,
    name: `${id} - ${nombre}`,
}));
