import type { ColumnMapping, ImportField } from './types';

// "Código Postal", "codigo_postal" and "CODIGO POSTAL" all read "codigo postal".
const normalize = (value: string): string =>
    value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();

// 'codigoPostalColumn' and 'CodigoPostalColumn' → 'codigo Postal'.
const keyWords = (configKey: string): string =>
    configKey.replace(/Column$/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2');

const SAME = 2;
const CONTAINS = 1;

/** How well a header names a field: the same words, or the field's words inside a longer header. */
const score = (header: string, names: string[]): number => {
    const words = normalize(header);
    if (!words) return 0;
    let best = 0;
    for (const name of names) {
        if (words === name || words.replaceAll(' ', '') === name.replaceAll(' ', '')) return SAME;
        if (` ${words} `.includes(` ${name} `)) best = CONTAINS;
    }
    return best;
};

/**
 * Maps the file's headers to the fields by their label, key and synonyms, ignoring case, accents and punctuation.
 * Exact names win over partial ones; each column goes to one field at most.
 */
export const matchColumns = (
    headers: string[],
    fields: ImportField[],
    labelOf: (field: ImportField) => string,
): ColumnMapping => {
    const candidates: Array<{ score: number; field: number; column: number }> = [];
    fields.forEach((field, index) => {
        const names = [labelOf(field), keyWords(field.configKey), ...(field.synonyms ?? [])]
            .map(normalize)
            .filter(Boolean);
        headers.forEach((header, column) => {
            const match = score(header, names);
            if (match) candidates.push({ score: match, field: index, column });
        });
    });
    candidates.sort((a, b) => b.score - a.score || a.field - b.field || a.column - b.column);

    const mapping: ColumnMapping = Object.fromEntries(fields.map((field) => [field.configKey, null]));
    const taken = new Set<number>();
    for (const { field, column } of candidates) {
        const key = fields[field].configKey;
        if (mapping[key] !== null || taken.has(column)) continue;
        mapping[key] = column + 1;
        taken.add(column);
    }
    return mapping;
};
