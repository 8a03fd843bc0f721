import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long a long job may keep the event loop before it lets other requests in. The embedded
 * SQLite driver is synchronous, so a job reading through it never waits on I/O: without these
 * pauses a 100,000-asset report would hold the server for its whole duration.
 */
export const LOOP_SLICE_MS = 10;

/**
 * A job's share of the event loop: `pause()` is free until the job has run for LOOP_SLICE_MS
 * since its last pause, then it waits one turn of the loop (timers and I/O of every other
 * request run first). Call it once per item: it measures time, so items of any cost fit.
 */
export class LoopSlice {
  private since = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.since < LOOP_SLICE_MS) return;
    await nextTurn();
    this.since = performance.now();
  }
}


/** JSON.stringify of a large array, one element at a time with LoopSlice pauses (one call for 10,000 objects holds the loop too long). */
export async function stringifyWithPauses(items: readonly unknown[]): Promise<string> {
  const slice = new LoopSlice();
  const parts: string[] = [];
  for (const item of items) {
    await slice.pause();
    parts.push(JSON.stringify(item));
  }
  return `[${parts.join(',')}]`;
}
