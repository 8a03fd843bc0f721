import { BadRequestException } from '@nestjs/common';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { bombPayload, craftedXlsx, worksheetXml, zipBomb } from '../../test/fixtures/spreadsheets';
import { analyzeExcel } from '../../src/importacion/excel-import';
import { runInWorker, WorkerTaskError } from '../../src/common/worker/run-in-worker';
import { RENDER_PDF } from '../../src/common/pdf/render-pdf';
import { report } from '../utils';

const GB = 1024 * 1024 * 1024;
const CINCO_SEGUNDOS = 5_000;

async function medir(trabajo: () => Promise<unknown>): Promise<number> {
  const inicio = performance.now();
  await trabajo().catch((error: unknown) => {
    if (!(error instanceof BadRequestException) && !(error instanceof WorkerTaskError)) throw error;
  });
  return performance.now() - inicio;
}

const tabla = (filas: number): TDocumentDefinitions => ({
  content: [{ table: { body: Array.from({ length: filas }, (_, i) => [`Fila ${i}`, 'Descripción de prueba', String(i * 3.5)]) } }],
});

/**
 * Issue figures for hostile uploads: a zip bomb, a lying bomb, a whole-grid merge and 300 sheets are answered within
 * 5 s without inflating them; a PDF past its deadline ends its thread within 3 s.
 */
export async function benchHostiles(): Promise<boolean> {
  const bomba = await bombPayload(GB);
  const combinada = worksheetXml([[1, ['Código', 'Descripción']], [2, ['A-1', 'Silla']]], '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>');
  const hojas = Array.from({ length: 300 }, (_, i) => worksheetXml([[1, [`Hoja ${i + 1}`]], ...Array.from({ length: 50 }, (_, r): [number, string[]] => [r + 2, ['x']])]));
  return [
    report('Bomba zip de 1 GB rechazada', await medir(() => analyzeExcel(zipBomb(bomba, GB), 2, null)), CINCO_SEGUNDOS),
    report('Bomba zip que miente sobre su tamaño rechazada', await medir(() => analyzeExcel(zipBomb(bomba, 100_000), 2, null)), CINCO_SEGUNDOS),
    report('Hoja con una combinación de toda la cuadrícula leída', await medir(() => analyzeExcel(craftedXlsx([combinada]), 2, null)), CINCO_SEGUNDOS),
    report('Primera de 300 hojas leída', await medir(() => analyzeExcel(craftedXlsx(hojas), 2, null)), CINCO_SEGUNDOS),
    report(
      'PDF que pasa su plazo de 300 ms terminado',
      await medir(() => runInWorker(RENDER_PDF, { document: tabla(20_000) }, { timeoutMs: 300, maxOldGenerationSizeMb: 256 }, null)),
      3_000,
    ),
  ].every(Boolean);
}
