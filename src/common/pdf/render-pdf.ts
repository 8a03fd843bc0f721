import { ServiceUnavailableException, StreamableFile } from '@nestjs/common';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { contentDisposition } from '../spreadsheet/content-disposition';
import { join } from 'node:path';
import type { Solicitud } from '../request-context';
import { runInWorker, WorkerLimits, WorkerTaskError } from '../worker';
import { WorkerTask, workerTask } from '../worker/worker-task';

export const PDF_MIME = 'application/pdf';
export const PDF_CANCELLED = 'La solicitud se canceló antes de terminar el PDF';
export const PDF_TOO_LARGE = 'El PDF es demasiado grande para generarlo: aplique filtros para incluir menos registros';

export interface PdfOptions {
  /** Right-aligned footer on every page; `{page}` and `{pages}` are replaced, e.g. 'Página {page} de {pages}'. */
  pageFooter?: string;
}

const RENDER_LIMITS: WorkerLimits = { timeoutMs: 30_000, maxOldGenerationSizeMb: 512 };

/** Renders a pdfmake document definition. */
export const RENDER_PDF = workerTask<typeof import('./pdf-document')>(join(__dirname, 'pdf-document'));

/**
 * Renders a pdfmake document in a worker thread (font: Roboto, pdfmake's default).
 * The definition reaches the thread by structured cloning, so it holds no
 * functions (page numbers: `pageFooter`) and its images are data URLs. `solicitud` is the request it is for (runInWorker).
 */
export function renderPdf(document: TDocumentDefinitions, options: PdfOptions, solicitud: Solicitud | null): Promise<Buffer> {
  return pdfInWorker(RENDER_PDF, { document, pageFooter: options.pageFooter }, solicitud);
}

/** Runs a PDF task of the worker pool for `solicitud` (runInWorker): a document too large for the thread's time or memory answers 503. */
export async function pdfInWorker<I>(task: WorkerTask<I, Buffer, never>, input: I, solicitud: Solicitud | null): Promise<Buffer> {
  try {
    return await runInWorker(task, input, RENDER_LIMITS, solicitud);
  } catch (error) {
    if (error instanceof WorkerTaskError && (error.failure === 'timeout' || error.failure === 'out-of-memory')) {
      throw new ServiceUnavailableException(PDF_TOO_LARGE);
    }
    // Nobody waits for this answer any more: no error to log.
    if (error instanceof WorkerTaskError && error.failure === 'cancelled') throw new ServiceUnavailableException(PDF_CANCELLED);
    throw error;
  }
}

/** A PDF download for a route to return. */
export function pdfDownload(filename: string, pdf: Buffer): StreamableFile {
  return new StreamableFile(pdf, { type: PDF_MIME, disposition: contentDisposition(filename) });
}
