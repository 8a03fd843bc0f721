import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useApi } from '../useApiQuery';
import { useErrorMessage } from '../errors';
import { matchColumns } from './matchColumns';
import type { ColumnMapping, ImportDefinition, ImportResult } from './types';

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

/** What went wrong, as a translation key and its arguments. */
export interface ImportProblem {
    message: string;
    args?: Record<string, unknown>;
}

const sameHeaders = (a: string[], b: string[]) => a.length === b.length && a.every((header, i) => header === b[i]);

/**
 * The state and calls of the import wizard (docs/especificacion-operaciones.md §4): an analysis moves on to the mapping, Atrás goes back
 * with the start row and the mapping kept, an import shows its results and, when it created anything,
 * refreshes the lists behind the dialog. The dialog starts afresh each time it is opened.
 */
export const useImportWizard = ({ recurso, fields, texts }: ImportDefinition) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const refresh = useRefresh();
    const api = useApi();
    const [step, setStep] = useState<ImportStep>(0);
    const [file, setFile] = useState<File>();
    const [startRow, setStartRow] = useState(String(DEFAULT_START_ROW));
    const [headers, setHeaders] = useState<string[]>([]);
    const [mapping, setMapping] = useState<ColumnMapping>({});
    const [result, setResult] = useState<ImportResult>();
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<ImportProblem>();

    const send = async <Answer>(call: () => Promise<Answer>, errorKey: string): Promise<Answer | undefined> => {
        setBusy(true);
        setProblem(undefined);
        try {
            return await call();
        } catch (error) {
            // An expired session already went back to the login page through the data provider, as from any list.
            setProblem({ message: errorKey, args: { message: describe(error) } });
            return undefined;
        } finally {
            setBusy(false);
        }
    };

    const withFile = (parts: Record<string, string>): FormData | undefined => {
        if (!file) {
            setProblem({ message: 'app.import.no_file' });
            return undefined;
        }
        const form = new FormData();
        form.append('file', file);
        for (const [name, value] of Object.entries(parts)) form.append(name, value);
        return form;
    };

    const analyze = async () => {
        const row = readStartRow(startRow);
        setStartRow(String(row));
        const form = withFile({ startRow: String(row) });
        const found = form && (await send(() => api.analizarExcel(recurso, form), 'app.import.analyze_error'));
        if (!found) return;
        // Nothing to map would be an empty second step: say what to change instead.
        if (found.length === 0) {
            setProblem({ message: 'app.import.no_data', args: { row } });
            return;
        }
        if (found.every((header) => !header.trim())) {
            setProblem({ message: 'app.import.no_headers', args: { row: row - 1 } });
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
        const config = {
            startRow: readStartRow(startRow),
            ...Object.fromEntries(fields.map((field) => [field.configKey, mapping[field.configKey] ?? null])),
        };
        const form = withFile({ config: JSON.stringify(config) });
        const answer = form && (await send(() => api.importarExcel(recurso, form), 'app.import.import_error'));
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
