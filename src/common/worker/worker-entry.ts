import { parentPort, workerData } from 'node:worker_threads';
import { TaskRejection } from './task-rejection';
import { movableBuffers, restoreBuffers } from './transferable-buffers';
import { TaskName, workerTasks } from './worker-tasks';

/** What a worker thread answers, once; run-in-worker.ts then terminates it. */
export type WorkerReply = { ok: true; result: unknown } | { ok: false; rejected: boolean; message: string };

async function run(task: TaskName, input: unknown): Promise<WorkerReply> {
  try {
    const execute = (await workerTasks[task]()) as (input: unknown) => unknown;
    return { ok: true, result: await execute(restoreBuffers(input)) };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return error instanceof TaskRejection ? { ok: false, rejected: true, message: error.message } : { ok: false, rejected: false, message };
  }
}

const { task, input } = workerData as { task: TaskName; input: unknown };
void run(task, input).then((reply) => parentPort!.postMessage(reply, reply.ok ? movableBuffers(reply.result) : []));
