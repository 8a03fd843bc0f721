import { isAbsolute, join, relative, sep } from 'node:path';

/** src/ in the API process (dist/src when built); the threads resolve a task's module from their own copy of it. */
export const SOURCE_ROOT = join(__dirname, '..', '..');

/** A task: a plain async function of one input and, for a task that streams its output, an `emit` callback. */
type TaskFunction = (input: never, emit?: never) => unknown;

/**
 * A function a thread of the pool can run: the default export of a module, named by its path under src/.
 * Each module declares its own tasks beside the code that runs them (`workerTask<typeof import('./x.tarea')>(...)`
 * is a type-only reference), so the pool knows no module and the API process never loads a task's libraries
 * (pdfmake, exceljs): only the thread that runs it does.
 */
export interface WorkerTask<Input, Output, Item> {
  /** The module's path under src/, without extension ('activo/exportacion/catalogo-pdf.tarea'). */
  readonly module: string;
  /** Never set: carries the task's types to runInWorker. */
  readonly types?: { input: Input; output: Output; item: Item };
}

type ItemOf<F> = F extends (input: never, emit: infer E) => unknown ? (NonNullable<E> extends (item: infer I) => void ? I : never) : never;

/** The task that `file` (an absolute path without extension, e.g. join(__dirname, 'catalogo-pdf.tarea')) exports by default. */
export function workerTask<M extends { default: TaskFunction }>(
  file: string,
): WorkerTask<Parameters<M['default']>[0], Awaited<ReturnType<M['default']>>, ItemOf<M['default']>> {
  const module = relative(SOURCE_ROOT, file);
  if (!isAbsolute(file) || module.startsWith('..')) throw new Error(`Worker task outside src/: ${file}`);
  return { module: module.split(sep).join('/') };
}

/** The file of a task's module under `root` (a thread's copy of src/), refusing any path that leaves it. */
export function taskFile(root: string, module: string): string {
  const file = join(root, module);
  if (relative(root, file).startsWith('..')) throw new Error(`Worker task outside src/: ${module}`);
  return file;
}
