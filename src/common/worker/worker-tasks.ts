/**
 * Every task a worker thread can run, by name. Each is a plain async function of
 * one input, loaded only inside the thread that runs it, so the API process never
 * loads the spreadsheet and PDF libraries, and a thread loads only its own task.
 */
export const workerTasks = {
  readSheet: () => import('../spreadsheet/sheet-reader').then((module) => module.readSheet),
  renderPdf: () => import('../pdf/pdf-document').then((module) => module.renderPdfDocument),
};

export type TaskName = keyof typeof workerTasks;
type TaskFunction<N extends TaskName> = Awaited<ReturnType<(typeof workerTasks)[N]>>;
export type TaskInput<N extends TaskName> = Parameters<TaskFunction<N>>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<TaskFunction<N>>>;
