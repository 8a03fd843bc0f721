import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { movableBuffers, restoreBuffers } from './transferable-buffers';
import type { WorkerMessage } from './worker-entry';
import type { TaskInput, TaskItem, TaskName, TaskOutput } from './worker-tasks';

export interface WorkerLimits {
  /** The thread is terminated when the task has not answered by then. */
  timeoutMs: number;
  /** V8 old-generation heap of the thread; exceeding it ends the thread, not the process. */
  maxOldGenerationSizeMb: number;
}

/**
 * - `rejected`: the task refused its input; the message is Spanish, for the user (TaskRejection).
 * - `timeout`, `out-of-memory`: the thread hit its limits.
 * - `crash`: the task threw anything else, or the thread died.
 */
export type WorkerFailure = 'rejected' | 'timeout' | 'out-of-memory' | 'crash';

export class WorkerTaskError extends Error {
  override name = 'WorkerTaskError';

  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message);
  }
}

const ENTRY = join(__dirname, `worker-entry${extname(__filename)}`);
// Production runs the compiled .js; under ts-jest the sources are .ts and the thread,
// which jest does not reach, compiles them with ts-node (a devDependency).
const TS_REGISTER = ENTRY.endsWith('.ts') ? require.resolve('ts-node/register/transpile-only') : null;
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.register) require(workerData.register);
require(workerData.entry);
`;

/** Each thread may use its whole heap limit: beyond this many, calls wait for a free slot. */
const MAX_THREADS = Math.max(2, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs a task of worker-tasks.ts in a new worker thread with its own heap limit and
 * a deadline, keeping the event loop free. Buffers in the input (the input itself or
 * its own properties) are moved to the thread, not copied: the caller's copies are
 * left empty. A Buffer result is moved back. Items the task emits while it runs
 * reach `onItem` in order, before the result.
 */
export async function runInWorker<N extends TaskName>(
  task: N,
  input: TaskInput<N>,
  limits: WorkerLimits,
  onItem?: (item: TaskItem<N>) => void,
): Promise<TaskOutput<N>> {
  await acquireThread();
  try {
    return (await runThread(task, input, limits, onItem as ((item: unknown) => void) | undefined)) as TaskOutput<N>;
  } finally {
    releaseThread();
  }
}

function runThread(task: TaskName, input: unknown, limits: WorkerLimits, onItem?: (item: unknown) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { entry: ENTRY, register: TS_REGISTER, task, input },
      transferList: movableBuffers(input),
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
    });
    let settled = false;
    // Answers only once the thread is gone, so its memory is free when the next one starts.
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().then(outcome, outcome);
    };
    const fail = (failure: WorkerFailure, message: string) => settle(() => reject(new WorkerTaskError(failure, message)));

    const timer = setTimeout(() => fail('timeout', `Task ${task} timed out after ${limits.timeoutMs} ms`), limits.timeoutMs);
    worker.on('message', (message: WorkerMessage) => {
      if (settled) return;
      if ('item' in message) {
        try {
          onItem?.(message.item);
        } catch (error) {
          fail('crash', `Task ${task}: ${(error as Error).message}`);
        }
        return;
      }
      const { reply } = message;
      if (reply.ok) settle(() => resolve(restoreBuffers(reply.result)));
      else fail(reply.rejected ? 'rejected' : 'crash', reply.message);
    });
    worker.once('error', (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crash', `Task ${task}: ${error.message}`),
    );
    worker.once('exit', (code) => fail('crash', `Task ${task}: worker exited with code ${code} before answering`));
  });
}

function acquireThread(): Promise<void> {
  if (running < MAX_THREADS) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot straight to the next waiting call, if any. */
function releaseThread(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}
