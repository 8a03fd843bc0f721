/**
 * Every task a worker thread can run, by name. Each is a plain async function of
 * one input (and, for a task that streams its output, an `emit` callback), loaded only inside the thread that runs it, so the API process never
 * loads the spreadsheet and PDF libraries, and a thread loads only its own task.
 */
export const workerTasks = {
  readSheet: () => import('../spreadsheet/sheet-reader').then((module) => module.readSheet),
  renderPdf: () => import('../pdf/pdf-document').then((module) => module.renderPdfDocument),
  catalogoPdf: () => import('../../activo/exportacion/catalogo-pdf.tarea').then((module) => module.renderCatalogoPdf),
  actaInventarioPdf: () => import('../../inventario/exportacion/acta-inventario-pdf.tarea').then((module) => module.renderActaInventarioPdf),
  leerSqlite: () => import('../../database/sqlite-read.tarea').then((module) => module.leerSqlite),
};

export type TaskName = keyof typeof workerTasks;
type TaskFunction<N extends TaskName> = Awaited<ReturnType<(typeof workerTasks)[N]>>;
export type TaskInput<N extends TaskName> = Parameters<TaskFunction<N>>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<TaskFunction<N>>>;
/** What a task passes to `emit` while it runs; never for a task without the callback. */
export type TaskItem<N extends TaskName> = Parameters<TaskFunction<N>>[1] extends ((item: infer I) => void) | undefined ? I : never;
