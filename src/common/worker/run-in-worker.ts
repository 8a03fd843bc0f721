import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { HttpStatus } from '@nestjs/common';
import { Piscina } from 'piscina';
import { AuthUser } from '../auth-user';
import { Solicitud } from '../request-context';
import { RetryLaterException } from '../retry-later.exception';
import { FairQueue, FairQueueLimits, JobOwner } from './fair-queue';
import { movableBuffers, restoreBuffers } from './transferable-buffers';
import type { PoolTask, WorkerMessage } from './worker-entry';
import type { WorkerTask } from './worker-task';

export interface WorkerLimits {
  /** The job's thread is terminated when it has not answered by then. */
  timeoutMs: number;
  /** V8 old-generation heap of the thread; exceeding it ends the thread, not the process. */
  maxOldGenerationSizeMb: number;
}

/**
 * - `rejected`: the task refused its input; the message is Spanish, for the user (TaskRejection).
 * - `timeout`, `out-of-memory`: the thread hit its limits.
 * - `cancelled`: the request that asked for it went away first.
 * - `crash`: the task threw anything else, or the thread died.
 */
export type WorkerFailure = 'rejected' | 'timeout' | 'out-of-memory' | 'cancelled' | 'crash';

export class WorkerTaskError extends Error {
  override name = 'WorkerTaskError';

  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message);
  }
}

export const HEAVY_WORK_BUSY = 'Hay trabajos pesados en curso para su compañía; intente en unos segundos';
/** What Retry-After says to a company whose queue is full: about one job's time. */
const RETRY_AFTER_SECONDS = 5;

// Production runs the compiled .js. Under ts-jest the sources are .ts, and the threads, which jest does not reach,
// run the copy the suites' global setup compiled (test/utils/worker-code.ts) or else compile them with ts-node.
const OWN_ENTRY = join(__dirname, `worker-entry${extname(__filename)}`);
const ENTRY = OWN_ENTRY.endsWith('.ts') ? (process.env.TEST_WORKER_ENTRY ?? OWN_ENTRY) : OWN_ENTRY;
const EXEC_ARGV = ENTRY.endsWith('.ts') ? ['--require', require.resolve('ts-node/register/transpile-only')] : [];

const DEFAULT_PER_COMPANY = 2;

/**
 * The threads default to the cores, and always to more than one company's share: a company that fills its share
 * never leaves another waiting for a free thread.
 */
export const defaultHeavyWorkThreads = (perCompany = DEFAULT_PER_COMPANY) => Math.max(availableParallelism(), perCompany + 1);

export const defaultHeavyWorkLimits = (): FairQueueLimits => ({
  total: defaultHeavyWorkThreads(),
  perCompany: DEFAULT_PER_COMPANY,
  perUser: 1,
  queuePerCompany: 20,
});

const queue = new FairQueue(defaultHeavyWorkLimits());
/**
 * Reads that take a thread only for their query (a whole-company aggregate on the embedded SQLite): a lane
 * of their own, fair between companies too, so a dashboard never waits behind its company's exports. Each
 * user's screen asks for several at once and a read is short: its waiting room only stops a flood.
 */
const readQueue = new FairQueue({ total: Math.max(2, availableParallelism()), perCompany: 2, perUser: 2, queuePerCompany: 1000 });
/** One pool per heap limit (a thread's heap is fixed when it starts); the queue caps them together. */
const pools = new Map<number, Piscina>();
/** The jobs each pool is running, to fail them when a thread dies outside any task (while starting). */
const jobsOf = new WeakMap<Piscina, Set<(error: Error & { code?: string }) => void>>();

/** Sets the pool's size and the per-company and per-user limits (HEAVY_WORK_* of the environment). */
export function configureHeavyWork(limits: FairQueueLimits): void {
  queue.configure(limits);
}

/** Ends the idle threads, e.g. when the app closes. */
export async function closeHeavyWork(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.close({ force: true })));
}

function poolFor(maxOldGenerationSizeMb: number): Piscina {
  const existing = pools.get(maxOldGenerationSizeMb);
  if (existing) return existing;
  const pool = new Piscina({
    filename: ENTRY,
    execArgv: EXEC_ARGV,
    minThreads: 0,
    // The fair queue decides what runs; the pool never holds more than it hands over.
    maxThreads: Math.max(2, availableParallelism()) * 4,
    // Warm threads answer a small PDF without loading pdfmake again; idle ones go after a while.
    idleTimeout: 5 * 60_000,
    // A larger nursery than V8's default: pdfmake allocates short-lived objects by the million, and a 10,000-row
    // catalogue spent a quarter of its time in scavenges (10 % faster with this size).
    resourceLimits: { maxOldGenerationSizeMb, maxYoungGenerationSizeMb: Math.min(192, Math.floor(maxOldGenerationSizeMb / 4)) },
  });
  const jobs = new Set<(error: Error & { code?: string }) => void>();
  jobsOf.set(pool, jobs);
  // A thread that dies before taking its job (out of memory while loading) leaves the pool unable to
  // start threads: its jobs fail with that error, and the next job gets a new pool.
  pool.on('error', (error: Error) => {
    if (pools.get(maxOldGenerationSizeMb) === pool) pools.delete(maxOldGenerationSizeMb);
    for (const fail of jobs) fail(error);
    void pool.destroy();
  });
  pools.set(maxOldGenerationSizeMb, pool);
  return pool;
}

/** The company and caller of a request; work outside a request (scheduled jobs) is the system's own. */
function ownerOf(solicitud: Solicitud | null): JobOwner {
  const user = (solicitud as { user?: AuthUser } | null)?.user;
  if (!user) return { compania: 'sistema', usuario: 'sistema' };
  return { compania: String(user.companiaId), usuario: user.claveApi ? `clave:${user.claveApi.id}` : `usuario:${user.userId}` };
}

/**
 * Runs a task (workerTask) on a thread of the shared pool, keeping the event loop
 * free: queued fairly by company and caller (429 when the company's queue is full), ended
 * by its deadline or heap limit, and cancelled when `solicitud`, the request that asked for it,
 * goes away (null: work outside a request, a scheduled job's, queued as the system's). Buffers in
 * the input (the input itself or its own properties) are moved to the thread, not copied: the
 * caller's copies are left empty. A Buffer result is moved back.
 * Items the task emits while it runs reach `onItem` in order, before the result.
 */
export function runInWorker<I, O, Item>(
  task: WorkerTask<I, O, Item>,
  input: I,
  limits: WorkerLimits,
  solicitud: Solicitud | null,
  onItem?: (item: Item) => void,
): Promise<O> {
  // A request that already holds a slot (a route marked @HeavyWork) runs its thread's part in it.
  return submit(solicitud?.heavyWork ? null : queue, ownerOf(solicitud), task, input, limits, responseOf(solicitud), onItem);
}

/**
 * runInWorker for a short read (see readQueue) of `companiaId`'s data (null: of no one company): queued in the read
 * lane, fair between companies, never in the heavy work's. It is not cancelled when its client goes away: it ends
 * soon anyway, and a dashboard asks for a dozen at once.
 */
export function readInWorker<I, O>(task: WorkerTask<I, O, unknown>, input: I, limits: WorkerLimits, companiaId: number | null): Promise<O> {
  // The lane's limits per caller and per company are equal: the company alone decides a read's turn.
  const compania = companiaId === null ? 'sistema' : String(companiaId);
  return submit(readQueue, { compania, usuario: compania }, task, input, limits, undefined);
}

/** Runs the job when `lane` gives it its turn, or at once with no lane (its request holds a slot). */
function submit<I, O, Item>(
  lane: FairQueue | null,
  owner: JobOwner,
  task: WorkerTask<I, O, Item>,
  input: I,
  limits: WorkerLimits,
  response: ResponseEvents | undefined,
  onItem?: (item: Item) => void,
): Promise<O> {
  return new Promise((resolve, reject) => {
    const controller = new AbortController();
    let started = false;
    const run = (release?: () => void) => {
      started = true;
      runJob(task, input, limits, controller, onItem as ((item: unknown) => void) | undefined)
        .then(resolve as (value: unknown) => void, reject)
        .finally(() => {
          response?.off('close', onClientGone);
          release?.();
        });
    };
    const queued = () => run(() => lane?.release(owner));
    const onClientGone = () => {
      if (response?.writableFinished) return;
      if (!started && lane?.cancel(queued)) reject(new WorkerTaskError('cancelled', `Task ${task.module}: the request went away while queued`));
      else controller.abort('cancelled');
    };
    response?.once('close', onClientGone);
    if (!lane) return run();
    if (!lane.enqueue(owner, queued)) {
      response?.off('close', onClientGone);
      reject(busy());
    }
  });
}

/**
 * Takes one of the fair queue's slots for `solicitud`'s heavy work and resolves with the function that frees
 * it: the route calls it when its work ends (the answer is produced), not when the client has read it, so a client
 * that reads slowly or not at all holds no slot. Freed too if the client goes away first. Waits for its turn;
 * refused with 429 when the company's queue is full, and dropped from the queue if the client goes away while waiting.
 */
export function holdHeavySlot(solicitud: Solicitud): Promise<() => void> {
  const response = responseOf(solicitud)!;
  const owner = ownerOf(solicitud);
  const gone = () => new WorkerTaskError('cancelled', 'The request went away while queued');
  return new Promise((resolve, reject) => {
    const start = () => {
      response.off('close', onGoneWhileWaiting);
      if (response.closed) {
        queue.release(owner);
        return reject(gone());
      }
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        solicitud.heavyWork = false;
        response.off('close', release);
        queue.release(owner);
      };
      solicitud.heavyWork = true;
      response.once('close', release);
      resolve(release);
    };
    const onGoneWhileWaiting = () => {
      if (queue.cancel(start)) reject(gone());
    };
    response.once('close', onGoneWhileWaiting);
    if (!queue.enqueue(owner, start)) {
      response.off('close', onGoneWhileWaiting);
      reject(busy());
    }
  });
}

const busy = () => new RetryLaterException(HEAVY_WORK_BUSY, HttpStatus.TOO_MANY_REQUESTS, RETRY_AFTER_SECONDS);

type ResponseEvents = NodeJS.EventEmitter & { writableFinished?: boolean; closed?: boolean };
const responseOf = (solicitud: Solicitud | null) => (solicitud as { res?: ResponseEvents } | null)?.res;

function runJob(
  { module }: WorkerTask<unknown, unknown, unknown>,
  input: unknown,
  limits: WorkerLimits,
  controller: AbortController,
  onItem?: (item: unknown) => void,
): Promise<unknown> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      port1.close();
      outcome();
    };
    const fail = (failure: WorkerFailure, message: string) => settle(() => reject(new WorkerTaskError(failure, message)));
    // Aborting a running job terminates its thread; the pool starts a fresh one for the next job.
    const timer = setTimeout(() => controller.abort('timeout'), limits.timeoutMs);

    port1.on('message', (message: WorkerMessage) => {
      if (settled) return;
      if ('item' in message) {
        try {
          onItem?.(message.item);
        } catch (error) {
          controller.abort('crash');
          fail('crash', `Task ${module}: ${(error as Error).message}`);
        }
        return;
      }
      const { reply } = message;
      if (reply.ok) settle(() => resolve(restoreBuffers(reply.result)));
      else fail(reply.rejected ? 'rejected' : 'crash', reply.message);
    });

    const job: PoolTask = { module, input, port: port2 };
    const pool = poolFor(limits.maxOldGenerationSizeMb);
    const failWith = (error: Error & { code?: string }) => {
      if (controller.signal.aborted) {
        const reason = controller.signal.reason as string;
        if (reason === 'timeout') fail('timeout', `Task ${module} timed out after ${limits.timeoutMs} ms`);
        else fail(reason === 'cancelled' ? 'cancelled' : 'crash', `Task ${module}: ${reason}`);
      } else {
        fail(isOutOfMemory(error) ? 'out-of-memory' : 'crash', `Task ${module}: ${error.message}`);
      }
    };
    const jobs = jobsOf.get(pool)!;
    jobs.add(failWith);
    pool
      .run(job, { transferList: [port2, ...movableBuffers(input)] as never, signal: controller.signal })
      .catch(failWith)
      .finally(() => jobs.delete(failWith));
  });
}

const isOutOfMemory = (error: Error & { code?: string }) =>
  error.code === 'ERR_WORKER_OUT_OF_MEMORY' || /reaching memory limit|heap out of memory/i.test(error.message);
