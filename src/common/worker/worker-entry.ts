import type { MessagePort } from 'node:worker_threads';
import { TaskRejection } from './task-rejection';
import { movableBuffers, restoreBuffers } from './transferable-buffers';
import { SOURCE_ROOT, taskFile } from './worker-task';

/** What a task answers, once, on its port. */
export type WorkerReply = { ok: true; result: unknown } | { ok: false; rejected: boolean; message: string };

/** Every message on a task's port: any number of items the task emits while it runs, then its reply. */
export type WorkerMessage = { item: unknown } | { reply: WorkerReply };

export interface PoolTask {
  /** The task's module under src/ (WorkerTask.module). */
  module: string;
  input: unknown;
  /** Items and the reply go here, so Buffers move back instead of being copied. */
  port: MessagePort;
}

async function run(module: string, input: unknown, emit: (item: unknown) => void): Promise<WorkerReply> {
  try {
    // A thread of the pool loads each task's module once (require's cache) and keeps it for the next jobs.
    const { default: execute } = (await import(taskFile(SOURCE_ROOT, module))) as { default: (input: unknown, emit: (item: unknown) => void) => unknown };
    return { ok: true, result: await execute(restoreBuffers(input), emit) };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return error instanceof TaskRejection ? { ok: false, rejected: true, message: error.message } : { ok: false, rejected: false, message };
  }
}

/** The pool's handler (piscina calls the default export with each job). */
export default async function runPoolTask({ module, input, port }: PoolTask): Promise<void> {
  const reply = await run(module, input, (item) => port.postMessage({ item } satisfies WorkerMessage));
  port.postMessage({ reply } satisfies WorkerMessage, reply.ok ? movableBuffers(reply.result) : []);
  port.close();
}
