import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useApi } from '../useApiQuery';
import { matchColumns } from './matchColumns';
import type { ColumnMapping, ImportDefinition, ImportField, ImportResult } from './types';
import { useImportCall, type ImportProblem } from './useImportCall';

export type { ImportProblem };

/** 0 Seleccionar Archivo, 1 Mapear Columnas, 2 Resultados. */
export type ImportStep = 0 | 1 | 2;
export const STEP_COUNT = 3;

const DEFAULT_START_ROW = 2;
const MIN_START_ROW = 1;
const MAX_START_ROW = 100;

/** As the spec says: a whole number from 1 to 100; anything else (not a number, out of range) is 2. */
const readStartRow = (raw: string): number => {
    // Number('') is 0, out of range like any other non-number.
    const row = Number(raw);
    return Number.isInteger(row) && row >= MIN_START_ROW && row <= MAX_START_ROW ? row : DEFAULT_START_ROW;
};

const sameHeaders = (a: string[], b: string[]) => a.length === b.length && a.every((header, i) => header === b[i]);

/** Nothing to map would be an empty second step: what to change instead, when the analysis found no data or no headers. */
const headersProblem = (found: string[], row: number): ImportProblem | undefined => {
    if (found.length === 0) return { message: 'app.import.no_data', args: { row } };
    if (found.every((header) => !header.trim())) return { message: 'app.import.no_headers', args: { row: row - 1 } };
    return undefined;
};

/** The import's config as the API reads it: the start row and one column number (or null) per field. */
const importConfig = (startRow: string, fields: ImportField[], mapping: ColumnMapping) => ({
    startRow: readStartRow(startRow),
    ...Object.fromEntries(fields.map((field) => [field.configKey, mapping[field.configKey] ?? null])),
});

/**
 * The state and calls of the import wizard (docs/especificacion-operaciones.md §4): an analysis moves on to the mapping, Atrás goes back
 * with the start row and the mapping kept, an import shows its results and, when it created anything,
 * refreshes the lists behind the dialog. The dialog starts afresh each time it is opened.
 */
export const useImportWizard = ({ recurso, fields, texts }: ImportDefinition) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const api = useApi();
    const [step, setStep] = useState<ImportStep>(0);
    const [file, setFile] = useState<File>();
    const [startRow, setStartRow] = useState(String(DEFAULT_START_ROW));
    const [headers, setHeaders] = useState<string[]>([]);
    const [mapping, setMapping] = useState<ColumnMapping>({});
    const [result, setResult] = useState<ImportResult>();
    const { busy, problem, setProblem, sendFile } = useImportCall(file);

    const analyze = async () => {
        const row = readStartRow(startRow);
        setStartRow(String(row));
        const found = await sendFile({ startRow: String(row) }, (form) => api.analizarExcel(recurso, form), 'app.import.analyze_error');
        if (!found) return;
        const invalid = headersProblem(found, row);
        if (invalid) {
            setProblem(invalid);
            return;
        }
        // Back from the mapping with the same file, the user's choices stay.
        if (!sameHeaders(found, headers)) setMapping(matchColumns(found, fields, (field) => translate(field.label)));
        setHeaders(found);
        setStep(1);
    };

    const missing = fields.filter((field) => field.required && !mapping[field.configKey]);

    const runImport = async () => {
        if (missing.length) {
            setProblem({
                message: texts.missingRequired ?? 'app.import.missing_required',
                args: { fields: missing.map((field) => translate(field.label)).join(', ') },
            });
            return;
        }
        const config = JSON.stringify(importConfig(startRow, fields, mapping));
        const answer = await sendFile({ config }, (form) => api.importarExcel(recurso, form), 'app.import.import_error');
        if (!answer) return;
        setResult(answer);
        setStep(2);
        if (answer.successCount > 0) refresh();
    };

    return {
        step,
        file,
        chooseFile: (chosen: File | undefined) => {
            setFile(chosen);
            setProblem(undefined);
        },
        startRow,
        setStartRow,
        headers,
        mapping,
        /** The required fields without a column. */
        missing,
        mapColumn: (configKey: string, column: number | null) => {
            setMapping((current) => ({ ...current, [configKey]: column }));
            setProblem(undefined);
        },
        result,
        busy,
        problem,
        analyze,
        runImport,
        back: () => {
            setStep(0);
            setProblem(undefined);
        },
    };
};

export type ImportWizardState = ReturnType<typeof useImportWizard>;
