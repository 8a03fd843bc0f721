import { EntityManager } from 'typeorm';
import { DNI, DNI_MESSAGE, rucError } from '../../common/peru';
import { normalizeSearch } from '../../dominio/search-text';
import { ImportField } from '../../common/spreadsheet';
import { ImportDefinition, ImportValues, RowCheck } from '../../importacion/excel-import';
import { bulkInsert } from '../../database/bulk-insert';
import { Cliente, clienteSearchText } from '../cliente.entity';

/** Targets of the client import wizard: `<key>Column` in the config (nombre, apellido and correo required). */
export const CLIENTE_IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'nombre', label: 'Nombre', type: 'string', maxLength: 100, required: true },
  { key: 'apellido', label: 'Apellido', type: 'string', maxLength: 100, required: 'mapping' },
  { key: 'correo', label: 'Correo', type: 'string', maxLength: 150, required: true },
  // A number cell one digit short of a RUC lost its zero (a shorter one is no RUC); a DNI may have lost several.
  { key: 'ruc', label: 'RUC', type: 'string', maxLength: 11, digits: 11, paddedFrom: 10 },
  { key: 'dni', label: 'DNI', type: 'string', maxLength: 8, digits: 8 },
  { key: 'ce', label: 'CE', type: 'string', maxLength: 20 },
  { key: 'telefono', label: 'Teléfono', type: 'string', maxLength: 20 },
  { key: 'representanteLegal', label: 'Representante Legal', type: 'string', maxLength: 150 },
  { key: 'ingenieroResponsable', label: 'Ingeniero Responsable', type: 'string', maxLength: 150 },
  { key: 'tieneContrato', label: 'Tiene Contrato', type: 'boolean' },
  { key: 'direccion', label: 'Dirección', type: 'string', maxLength: 400 },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ClienteImportContext {
  companiaId: number;
  /** RUCs and DNIs already used in the company; rows of the file are added as they pass. */
  rucs: Set<string>;
  dnis: Set<string>;
  /** Address id by normalised "calle, distrito, provincia" and by normalised street alone. */
  direcciones: Map<string, number>;
}

/** A row without RUC is a person's: its Apellido is required (a company's whole name goes in Nombre). */
const APELLIDO_DE_PERSONA = 'Apellido: es obligatorio para una persona (un cliente sin RUC)';

export function clienteImportDefinition(ctx: ClienteImportContext): ImportDefinition<Cliente> {
  return {
    fields: CLIENTE_IMPORT_FIELDS,
    entity: Cliente,
    parametersPerRow: 16,
    summarize: (values) => ({ codigo: String(values.ruc ?? values.dni ?? values.ce ?? ''), descripcion: [values.nombre, values.apellido].filter(Boolean).join(' ') }),
    validateRow(values: ImportValues): RowCheck<Cliente> {
      const text = (key: string) => (values[key] === null ? null : String(values[key]));
      const [ruc, dni, ce, correo, direccion] = ['ruc', 'dni', 'ce', 'correo', 'direccion'].map(text);
      const errores: string[] = [];
      if (correo && !EMAIL.test(correo)) errores.push('Correo: Formato de correo electrónico inválido');
      const errorRuc = ruc && rucError(ruc);
      if (errorRuc) errores.push(`RUC: ${errorRuc}`);
      if (dni && !DNI.test(dni)) errores.push(`DNI: ${DNI_MESSAGE}`);
      if (!ruc && !dni && !ce) errores.push('Debe proporcionar al menos un documento (RUC, DNI o CE)');
      if (!ruc && values.apellido === null) errores.push(APELLIDO_DE_PERSONA);
      if (ruc && ctx.rucs.has(ruc)) errores.push(`RUC: ya existe un cliente con el RUC ${ruc}`);
      if (dni && ctx.dnis.has(dni)) errores.push(`DNI: ya existe un cliente con el DNI ${dni}`);
      const direccionId = direccion ? ctx.direcciones.get(normalizeSearch(direccion)) : undefined;
      if (direccion && direccionId === undefined) errores.push(`Dirección: "${direccion}" no coincide con ninguna dirección registrada`);
      if (errores.length) return { ok: false, message: errores.join('; ') };

      if (ruc) ctx.rucs.add(ruc);
      if (dni) ctx.dnis.add(dni);
      const cliente = {
        companiaId: ctx.companiaId,
        nombre: values.nombre,
        apellido: (values.apellido as string | null) ?? '',
        ruc,
        dni,
        ce,
        correoElectronico: correo!.toLowerCase(),
        telefono: text('telefono'),
        representanteLegal: text('representanteLegal'),
        ingenieroResponsable: text('ingenieroResponsable'),
        usuario: null,
        tieneContrato: values.tieneContrato === true,
        direccionId: direccionId ?? null,
      } as Cliente;
      cliente.busqueda = clienteSearchText(cliente);
      return { ok: true, value: cliente };
    },
    saveChunk: (rows: Cliente[], manager: EntityManager) => bulkInsert(manager, Cliente, rows),
  };
}
