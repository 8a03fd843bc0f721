import { EntityManager } from 'typeorm';
import { CODIGO_ESTABLECIMIENTO, CODIGO_ESTABLECIMIENTO_MESSAGE } from '../../common/peru';
import { departamentoCanonico } from '../../common/peru-departamentos';
import { ImportField } from '../../common/spreadsheet';
import { ImportDefinition, ImportValues, RowCheck } from '../../importacion/excel-import';
import { normalizeSearch } from '../../dominio/search-text';
import { bulkInsert } from '../../database/bulk-insert';
import { Direccion, direccionSearchText, direccionTexto } from '../direccion.entity';
import { esIncoherente, ubicarDistrito } from '../ubigeo/ubigeo';

/** Targets of the address import wizard (docs/especificacion-operaciones.md §3): `<key>Column` in the config. */
export const DIRECCION_IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'calle', label: 'Calle', type: 'string', maxLength: 255, required: true },
  { key: 'ciudad', label: 'Ciudad', type: 'string', maxLength: 100, required: true },
  { key: 'distrito', label: 'Distrito', type: 'string', maxLength: 100, required: true },
  { key: 'provincia', label: 'Provincia', type: 'string', maxLength: 100, required: true },
  { key: 'departamento', label: 'Departamento', type: 'string', maxLength: 50, required: true },
  // Postal codes start with the department's 01–25: a number cell lacks at most one zero.
  { key: 'codigoPostal', label: 'Código Postal', type: 'string', maxLength: 5, digits: 5, paddedFrom: 4 },
  { key: 'urbanizacion', label: 'Urbanización', type: 'string', maxLength: 150 },
  { key: 'sede', label: 'Sede', type: 'string', maxLength: 100 },
  // A number cell lost its leading zeros: 0 is the fiscal address 0000. Its length is the row rule's to name.
  { key: 'codigoEstablecimiento', label: 'Código de Establecimiento', type: 'string', digits: 4 },
];

const ETIQUETAS = { departamento: 'Departamento', provincia: 'Provincia', distrito: 'Distrito' } as const;

export function direccionImportDefinition(companiaId: number): ImportDefinition<Direccion> {
  /** The first row of each address in this file, by its values without case or accents: a later identical row is a duplicate. */
  const filas = new Map<string, number>();
  return {
    fields: DIRECCION_IMPORT_FIELDS,
    entity: Direccion,
    parametersPerRow: 13,
    summarize: (values) => ({ codigo: '', descripcion: [values.calle, values.distrito, values.provincia].filter(Boolean).join(', ') }),
    validateRow(values: ImportValues, rowNumber: number): RowCheck<Direccion> {
      const errores: string[] = [];
      const departamento = departamentoCanonico(values.departamento);
      // By its canonical name: "Cuzco" is Cusco.
      const ubicado = ubicarDistrito({ ...values, departamento });
      if (!departamento) errores.push(`Departamento: "${values.departamento}" no es uno de los 25 departamentos del Perú`);
      else if (esIncoherente(ubicado)) errores.push(`${ETIQUETAS[ubicado.campo]}: ${ubicado.mensaje}`);
      const codigoPostal = values.codigoPostal === null ? null : String(values.codigoPostal);
      if (codigoPostal !== null && !/^\d{5}$/.test(codigoPostal)) errores.push('Código Postal: el código postal debe tener 5 dígitos');
      const codigoEstablecimiento = values.codigoEstablecimiento === null ? null : String(values.codigoEstablecimiento);
      if (codigoEstablecimiento !== null && !CODIGO_ESTABLECIMIENTO.test(codigoEstablecimiento)) {
        errores.push(`Código de Establecimiento: ${CODIGO_ESTABLECIMIENTO_MESSAGE}`);
      }
      const clave = DIRECCION_IMPORT_FIELDS.map((field) => normalizeSearch(values[field.key] === null ? '' : String(values[field.key]))).join('\u0000');
      const primera = filas.get(clave);
      if (primera !== undefined) errores.push(`Fila duplicada: es igual a la fila ${primera} de este archivo`);
      else filas.set(clave, rowNumber);
      if (errores.length || esIncoherente(ubicado)) return { ok: false, message: errores.join('; ') };
      const direccion = { ...values, departamento, codigoPostal, codigoEstablecimiento, ubigeo: ubicado.ubigeo, companiaId } as unknown as Direccion;
      direccion.busqueda = direccionSearchText(direccion);
      return { ok: true, value: direccion, summary: { codigo: '', descripcion: direccionTexto(direccion) } };
    },
    saveChunk: (rows: Direccion[], manager: EntityManager) => bulkInsert(manager, Direccion, rows),
  };
}
