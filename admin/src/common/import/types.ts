import type { ImportedItem, ImportResult } from '../../api/tipos';
import type { RecursoImportable } from '../../dataProvider';

/** A field the import can fill, as the import screen of a resource declares it. */
export interface ImportField {
    /** The field's key in the import config, spelled as the API reads it: 'calleColumn', 'DescripcionColumn'. */
    configKey: string;
    /** Translation key of its name (the mapping selector, the "required" message). */
    label: string;
    required?: boolean;
    /** Other header texts that name this column (Spanish and English); the label and key already count. */
    synonyms?: string[];
}

/** The CSV template offered in the first step. */
export interface ImportTemplate {
    fileName: string;
    headers: string[];
    sample: string[];
}

/** Translation keys of the texts that differ between imports. */
export interface ImportTexts {
    /** Dialog title. */
    title: string;
    /** First step's bullet points. */
    instructions: string[];
    /** Second step's button: Importar Direcciones. */
    importButton: string;
    /** Result cards: Direcciones Creadas, Total Procesadas. */
    createdCard: string;
    totalCard: string;
    /** Result table column of the row's description: Dirección. */
    itemColumn: string;
    /** Result table column of the row's code (an asset's código); none when the description names the row. */
    codeColumn?: string;
    /** Unmapped required fields, with %{fields}; default "Los siguientes campos son requeridos: …". */
    missingRequired?: string;
}

/** Everything the import wizard needs to know about one resource's import. */
export interface ImportDefinition {
    /**
     * POST {recurso}/analyze-excel, multipart file + startRow → the header texts of the row above startRow;
     * POST {recurso}/import-excel, multipart file + config (JSON: startRow and one 1-based column number or null per
     * field) → ImportResult.
     */
    recurso: RecursoImportable;
    fields: ImportField[];
    /**
     * The import button stays disabled until every required field has a column, each unmapped one saying
     * 'La columna "…" es requerida'; without it the button says which are missing when clicked.
     */
    disableImportUntilMapped?: boolean;
    template: ImportTemplate;
    texts: ImportTexts;
}

/** 1-based column number per configKey; null is "-- No mapear --". */
export type ColumnMapping = Record<string, number | null>;

/** One row of an import's answer, and the answer itself, as the API documents them. */
export type ImportedRow = ImportedItem;
export type { ImportResult };
