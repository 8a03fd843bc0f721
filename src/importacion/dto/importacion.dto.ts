import type { ImportResult } from '../excel-import';

/** El resultado de una importación desde Excel, fila por fila. */
export class ImportResultDto implements ImportResult {
  successCount: number;
  errorCount: number;
  totalProcessed: number;
  processedItems: ImportedItemDto[];
}

export class ImportedItemDto {
  rowNumber: number;
  /** The created record's id; null for a row not saved. */
  id: number | null;
  status: 'Éxito' | 'Error';
  message: string;
  codigo: string;
  descripcion: string;
}
