export * from './content-disposition';
export * from './csv-export';
export * from './excel-export';
export * from './excel-limits';
export * from './excel-upload';
export type { ImportField, ImportFieldType, ImportValue } from './import-fields';
export type { NamedUpload } from '../file-upload';
