import { BadRequestException, Logger } from '@nestjs/common';
import { join } from 'node:path';
import { types } from 'node:util';
import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { shareLoop } from '../common/event-loop';
import { DAMAGED_OR_TOO_LARGE } from '../common/spreadsheet/excel-limits';
import { detectExcelFormat, SpreadsheetSource, spreadsheetBytes } from '../common/spreadsheet/excel-format';
import { parseImportConfig, parseStartRow } from '../common/spreadsheet/import-config';
import { ImportField, ImportValue, MappedField } from '../common/spreadsheet/import-fields';
import type { Solicitud } from '../common/request-context';
import type { CreatedRecord } from '../audit/audit.service';
import { runInWorker, WorkerLimits, WorkerTaskError } from '../common/worker';
import { workerTask } from '../common/worker/worker-task';
import { sqlTypesOf } from '../database/column-types';
import { refrescarEstadisticas } from '../database/estadisticas';
// Types only: the reader and its libraries load in the worker thread, never here.
import type { ConvertedRow, SheetContent } from '../common/spreadsheet/sheet-reader';

/** Every declared field by key: null when unmapped, empty or invalid. */
export type ImportValues = Record<string, ImportValue>;

/** Identifies a row in the result table. */
export interface ImportRowSummary {
  codigo: string;
  descripcion: string;
}

/** A valid row may carry `notes`: warnings that do not stop it, shown beside "Importado correctamente". */
export type RowCheck<T> = { ok: true; value: T; summary?: ImportRowSummary; notes?: string[] } | { ok: false; message: string };

/**
 * What a domain declares to import its entity from Excel. Build one per import:
 * validateRow runs once per row, in order, so the object may remember what earlier
 * rows used (codes within the file) and cache database look-ups.
 */
export interface ImportDefinition<T> {
  fields: readonly ImportField[];
  /** The entity whose table saveChunk fills: its planner statistics are refreshed after a large import (refrescarEstadisticas). */
  entity: EntityTarget<ObjectLiteral>;
  /** Bound parameters one saved row takes (its inserted columns); sizes the chunks passed to saveChunk. */
  parametersPerRow: number;
  /** The 400 when required fields are unmapped; by default 'Los siguientes campos son requeridos: …'. */
  missingMappingMessage?: (labels: string[]) => string;
  summarize(values: ImportValues): ImportRowSummary;
  /** Domain rules on a row whose cells all converted: duplicates, references. `summary` overrides summarize (e.g. a generated code). */
  validateRow(values: ImportValues, rowNumber: number): RowCheck<T> | Promise<RowCheck<T>>;
  /** Inserts the rows with the given manager (one statement), inside the import's transaction; answers their ids in order. */
  saveChunk(rows: T[], manager: EntityManager): Promise<number[]>;
}

export type { CreatedRecord };

/** Records what an import creates with the manager that saves it, so the records and their trail commit together. */
export interface ImportTrail {
  recordCreated(solicitud: Solicitud | null, manager: EntityManager, records: CreatedRecord[]): Promise<void>;
}

export const IMPORT_SUCCESS = 'Éxito';
export const IMPORT_ERROR = 'Error';

export interface ImportedItem extends ImportRowSummary {
  rowNumber: number;
  /** The created record's id; null for a row not saved. */
  id: number | null;
  status: typeof IMPORT_SUCCESS | typeof IMPORT_ERROR;
  message: string;
}

export interface ImportResult {
  successCount: number;
  errorCount: number;
  totalProcessed: number;
  processedItems: ImportedItem[];
}

const READ_LIMITS: WorkerLimits = { timeoutMs: 20_000, maxOldGenerationSizeMb: 256 };
export const READ_SHEET = workerTask<typeof import('../common/spreadsheet/sheet-reader')>(join(__dirname, '..', 'common', 'spreadsheet', 'sheet-reader'));
/** Under every database's cap on bound parameters per statement (SQL Server's 2100 is the lowest). */
const PARAMETER_MARGIN = 0.95;
const MAX_CHUNK_ROWS = 500;
const SAVED = 'Importado correctamente';
const NOT_SAVED = 'No se pudo guardar el registro';

const logger = new Logger('ImportacionExcel');

/**
 * The headers of the row above `startRow` (1..100; anything else means 2), one per
 * column up to the widest row, '' where empty; 'Columna 1', 'Columna 2', … when
 * startRow is 1. The upload Buffer is handed to a worker (runInWorker for `solicitud`) and left empty.
 */
export async function analyzeExcel(file: SpreadsheetSource, startRow: unknown, solicitud: Solicitud | null): Promise<string[]> {
  return (await readUpload(file, parseStartRow(startRow), null, solicitud)).headers;
}

/**
 * Imports the first worksheet: `config` is the JSON of the wizard (see
 * parseImportConfig). Blank rows are skipped; every other row gets a line in the
 * result. Valid rows are saved in chunks inside one transaction, each chunk in a
 * savepoint: a chunk that fails is rolled back whole and retried row by row, each
 * in its own savepoint, so the rows that can be saved are, and the others are
 * reported. Each saved row is recorded in `trail` inside its chunk's savepoint, as done by `solicitud` (null: outside
 * a request, recorded nowhere). The upload Buffer is handed to a worker (runInWorker for `solicitud`) and left empty.
 */
export async function importExcel<T>(
  file: SpreadsheetSource,
  config: unknown,
  definition: ImportDefinition<T>,
  db: EntityManager,
  solicitud: Solicitud | null,
  trail?: ImportTrail,
): Promise<ImportResult> {
  const { startRow, mapped, missing } = parseImportConfig(config, definition.fields);
  if (missing.length > 0) throw new BadRequestException((definition.missingMappingMessage ?? missingFields)(missing));

  const unmapped: ImportValues = Object.fromEntries(definition.fields.map((field) => [field.key, null]));
  const items: ImportedItem[] = [];
  const valid: { item: ImportedItem; value: T }[] = [];
  // Validation may query the database (a synchronous driver on SQLite): it shares the loop with other requests.
  const validate = async (rows: ConvertedRow[]) => {
    for (const row of rows) {
      await shareLoop();
      const values = withLocalDates({ ...unmapped, ...row.values });
      const check: RowCheck<T> = row.errors.length > 0 ? { ok: false, message: row.errors.join('; ') } : await definition.validateRow(values, row.rowNumber);
      const item: ImportedItem = {
        rowNumber: row.rowNumber,
        id: null,
        ...((check.ok && check.summary) || definition.summarize(values)),
        status: check.ok ? IMPORT_SUCCESS : IMPORT_ERROR,
        message: check.ok ? savedMessage([...row.notes, ...(check.notes ?? [])]) : check.message,
      };
      items.push(item);
      if (check.ok) valid.push({ item, value: check.value });
    }
  };
  // Batches are validated while the worker reads the next ones; saving waits for the whole file.
  let validating = Promise.resolve();
  const reading = readUpload(file, startRow, mapped, solicitud, (rows) => {
    validating = validating.then(() => validate(rows));
    validating.catch(() => undefined); // awaited below; a failure must not surface as unhandled meanwhile
  });
  await reading.finally(() => validating.catch(() => undefined));
  await validating;
  if (valid.length > 0) {
    await saveInChunks(valid, definition, db, solicitud, trail);
    await refrescarEstadisticas(db, definition.entity, valid.length);
  }

  const successCount = items.filter((item) => item.status === IMPORT_SUCCESS).length;
  return { successCount, errorCount: items.length - successCount, totalProcessed: items.length, processedItems: items };
}

async function saveInChunks<T>(
  valid: { item: ImportedItem; value: T }[],
  definition: ImportDefinition<T>,
  db: EntityManager,
  solicitud: Solicitud | null,
  trail: ImportTrail | undefined,
): Promise<void> {
  const maxParameters = sqlTypesOf(db.connection.options.type).maxParameters * PARAMETER_MARGIN;
  const size = Math.max(1, Math.min(MAX_CHUNK_ROWS, Math.floor(maxParameters / definition.parametersPerRow)));
  // A transaction inside a transaction is a savepoint (TypeORM, on all three databases).
  const save = (manager: EntityManager, rows: { item: ImportedItem; value: T }[]) =>
    manager.transaction(async (savepoint) => {
      const ids = await definition.saveChunk(rows.map((row) => row.value), savepoint);
      await trail?.recordCreated(solicitud, savepoint, rows.map(({ item, value }, i) => ({ id: ids[i] ?? null, code: item.codigo || null, values: value })));
      return ids;
    });
  await db.transaction(async (manager) => {
    for (let start = 0; start < valid.length; start += size) {
      await shareLoop();
      const chunk = valid.slice(start, start + size);
      try {
        const ids = await save(manager, chunk);
        chunk.forEach((row, i) => (row.item.id = ids[i] ?? null));
      } catch {
        for (const row of chunk) {
          try {
            row.item.id = (await save(manager, [row]))[0] ?? null;
          } catch (error) {
            logger.warn({ message: NOT_SAVED, rowNumber: row.item.rowNumber, cause: (error as Error).message });
            Object.assign(row.item, { status: IMPORT_ERROR, message: NOT_SAVED });
          }
        }
      }
    }
  });
}

/**
 * Dates cloned out of the worker are built by another realm's Date when the caller
 * runs in a sandbox (jest's vm): `instanceof Date` then fails in TypeORM. Rebuild them here.
 */
function withLocalDates(values: ImportValues): ImportValues {
  for (const key in values) {
    const value = values[key];
    if (types.isDate(value)) values[key] = new Date(value.getTime());
  }
  return values;
}

async function readUpload(
  source: SpreadsheetSource,
  startRow: number,
  fields: MappedField[] | null,
  solicitud: Solicitud | null,
  onRows?: (rows: ConvertedRow[]) => void,
): Promise<SheetContent> {
  const format = detectExcelFormat(source);
  try {
    return await runInWorker(READ_SHEET, { file: spreadsheetBytes(source), format, startRow, fields }, READ_LIMITS, solicitud, onRows);
  } catch (error) {
    if (!(error instanceof WorkerTaskError)) throw error;
    if (error.failure === 'rejected') throw new BadRequestException(error.message);
    logger.warn({ message: 'Excel no procesado', failure: error.failure, cause: error.message });
    throw new BadRequestException(DAMAGED_OR_TOO_LARGE);
  }
}

/** What the row's cells needed to be read right (zeros put back…), said beside the success. */
function savedMessage(notes: string[]): string {
  return notes.length > 0 ? `${SAVED} (${notes.join('; ')})` : SAVED;
}

function missingFields(labels: string[]): string {
  return `Los siguientes campos son requeridos: ${labels.join(', ')}`;
}
