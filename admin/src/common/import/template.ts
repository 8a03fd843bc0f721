import { saveBlob } from '../download';
import type { ImportTemplate } from './types';

const csvCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Saves the template as a CSV file; the byte-order mark makes Excel read its accents as UTF-8. */
export const downloadTemplate = ({ fileName, headers, sample }: ImportTemplate): void => {
    const csv = [headers, sample].map((row) => row.map(csvCell).join(',')).join('\r\n');
    saveBlob(new Blob(['\uFEFF', csv, '\r\n'], { type: 'text/csv;charset=utf-8' }), fileName);
};
