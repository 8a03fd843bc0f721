import { BadRequestException } from '@nestjs/common';
import { DEFAULT_START_ROW, MAX_COLUMNS, MAX_START_ROW } from './excel-limits';
import { ImportField, MappedField } from './import-fields';

export interface ImportConfig {
  startRow: number;
  /** The mapped fields, in the order the domain declared them. */
  mapped: MappedField[];
  /** Labels of required fields left unmapped. */
  missing: string[];
}

/** As the wizard states: a whole number from 1 to 100, anything else means 2. */
export function parseStartRow(value: unknown): number {
  const row = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof row === 'number' && Number.isInteger(row) && row >= 1 && row <= MAX_START_ROW ? row : DEFAULT_START_ROW;
}

/** The `config` field of an upload that also sent the start row as a field of its own. */
export class ConfigWithStartRow {
  constructor(
    readonly config: unknown,
    readonly startRow: unknown,
  ) {}
}

/**
 * The `config` field of an import: a JSON object with `startRow` and one
 * `<Key>Column` per target field (PascalCase or camelCase), a 1-based column
 * number or null / 0 / '' for "not mapped". Unknown keys are ignored. `startRow`
 * may also come as a field of its own (ConfigWithStartRow), used when the config has none.
 */
export function parseImportConfig(raw: unknown, fields: readonly ImportField[], startRow?: unknown): ImportConfig {
  if (raw instanceof ConfigWithStartRow) return parseImportConfig(raw.config, fields, raw.startRow);
  if (raw === undefined || raw === null || raw === '') throw new BadRequestException('Falta la configuración de la importación (campo config)');
  let config: unknown = raw;
  if (typeof raw === 'string') {
    try {
      config = JSON.parse(raw);
    } catch {
      throw new BadRequestException('La configuración de la importación no es un JSON válido');
    }
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new BadRequestException('La configuración de la importación debe ser un objeto JSON');
  }

  const byKey = new Map(Object.entries(config).map(([key, value]) => [key.toLowerCase(), value]));
  const mapped: MappedField[] = [];
  const missing: string[] = [];
  for (const field of fields) {
    const column = parseColumn(byKey.get(`${field.key}column`.toLowerCase()), field);
    if (column) mapped.push({ ...field, column });
    else if (field.required) missing.push(field.label);
  }
  return { startRow: parseStartRow(byKey.get('startrow') ?? startRow), mapped, missing };
}

function parseColumn(value: unknown, field: ImportField): number | null {
  if (value === undefined || value === null || value === 0 || (typeof value === 'string' && /^\s*0?\s*$/.test(value))) return null;
  const column = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof column === 'number' && Number.isInteger(column) && column >= 1 && column <= MAX_COLUMNS) return column;
  throw new BadRequestException(`La columna de "${field.label}" debe ser un número entre 1 y ${MAX_COLUMNS}`);
}
