import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { TaskRejection } from './task-rejection';
import { movableBuffers, restoreBuffers } from './transferable-buffers';
import { SOURCE_ROOT, taskFile } from './worker-task';

/**
 * How much less a thread of the pool weighs than the API's event loop when both want a processor (nice). With two
 * cores, two PDFs being rendered took the processor from the loop, which waited tens of milliseconds between its
 * slices; the threads still take every processor the loop leaves free.
 */
const THREAD_NICENESS = 10;

/** Lowers this thread alone, where the system names it (Linux: /proc/thread-self); elsewhere, or if refused, nothing changes. */
function lowerThisThread(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (thread) setPriority(thread, Math.min(19, getPriority(thread) + THREAD_NICENESS));
  } catch {
    // Without a per-thread priority the pool runs as before.
  }
}
lowerThisThread();

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
