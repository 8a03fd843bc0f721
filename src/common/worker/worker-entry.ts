import { parentPort, workerData } from 'node:worker_threads';
import { TaskRejection } from './task-rejection';
import { movableBuffers, restoreBuffers } from './transferable-buffers';
import { TaskName, workerTasks } from './worker-tasks';

/** What a worker thread answers, once; run-in-worker.ts then terminates it. */
export type WorkerReply = { ok: true; result: unknown } | { ok: false; rejected: boolean; message: string };

/** Every message of a thread: any number of items the task emits while it runs, then its reply. */
export type WorkerMessage = { item: unknown } | { reply: WorkerReply };

const emit = (item: unknown) => parentPort!.postMessage({ item } satisfies WorkerMessage);

async function run(task: TaskName, input: unknown): Promise<WorkerReply> {
  try {
    const execute = (await workerTasks[task]()) as (input: unknown, emit: (item: unknown) => void) => unknown;
    return { ok: true, result: await execute(restoreBuffers(input), emit) };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return error instanceof TaskRejection ? { ok: false, rejected: true, message: error.message } : { ok: false, rejected: false, message };
  }
}

const { task, input } = workerData as { task: TaskName; input: unknown };
void run(task, input).then((reply) => parentPort!.postMessage({ reply } satisfies WorkerMessage, reply.ok ? movableBuffers(reply.result) : []));
