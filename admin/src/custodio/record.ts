import { CONDICIONES, TIPOS_DOCUMENTO_CUSTODIO, type Condicion, type TipoDocumentoCustodio } from '@dominio/custodia';
import type { Custodio } from '../api/tipos';

/** A translation key of the custodians' texts. */
export const texto = (name: string) => `resources.custodios.${name}`;

export const custodioName = (custodio: Pick<Custodio, 'nombres' | 'apellidos'>): string => `${custodio.nombres} ${custodio.apellidos}`;

/** "DNI 01234567": the document as the actas print it. */
export const documentoDe = (custodio: Pick<Custodio, 'tipoDocumento' | 'numeroDocumento'>): string =>
    `${TIPOS_DOCUMENTO_CUSTODIO[custodio.tipoDocumento as TipoDocumentoCustodio] ?? custodio.tipoDocumento} ${custodio.numeroDocumento}`;

export const TIPO_DOCUMENTO_CHOICES = Object.entries(TIPOS_DOCUMENTO_CUSTODIO).map(([id, nombre]) => ({ id, name: `${id} - ${nombre}` }));

export const CONDICION_CHOICES = Object.entries(CONDICIONES).map(([id, name]) => ({ id: id as Condicion, name }));
