/**
 * How long long jobs may keep the event loop before they let other requests in. The embedded
 * SQLite driver is synchronous, so a job reading through it never waits on I/O: without these
 * pauses a 100,000-asset report would hold the server for its whole duration.
 */
export const LOOP_SLICE_MS = 10;

/** When the running job got the loop: one budget for all jobs, so several at once never add their slices up. */
let sliceStart = performance.now();
/** Jobs waiting for their turn, in order. */
const waiting: Array<() => void> = [];
let turnScheduled = false;

/** Resumes one waiting job per turn of the loop, with every timer and I/O callback in between. */
function scheduleTurn(): void {
  if (turnScheduled || waiting.length === 0) return;
  turnScheduled = true;
  setImmediate(() => {
    turnScheduled = false;
    sliceStart = performance.now();
    waiting.shift()!();
    scheduleTurn();
  });
}

/** Conditions under which no job may pause: see holdLoopWhile. */
const holds = new Set<() => boolean>();

/**
 * While `condition` holds, shareLoop never pauses. The embedded SQLite has one connection for every request: a job
 * that paused inside an open transaction would let other requests' statements into that transaction, to be committed
 * or rolled back with it. Returns the function that removes the condition.
 */
export function holdLoopWhile(condition: () => boolean): () => void {
  holds.add(condition);
  return () => holds.delete(condition);
}

const mustHold = (): boolean => [...holds].some((condition) => condition());

/**
 * A long job's share of the event loop; call it once per item (it measures time, so items of any cost
 * fit). Free while the loop has been busy for less than LOOP_SLICE_MS, then the job waits for its turn.
 * The budget is shared by every job and waiting jobs take turns, one per turn of the loop: jobs of several
 * users run in turn, each for a slice, instead of each running a slice of its own back to back (six jobs
 * held the loop for 50 ms that way).
 */
export async function shareLoop(): Promise<void> {
  if (performance.now() - sliceStart < LOOP_SLICE_MS || mustHold()) return;
  await new Promise<void>((resolve) => {
    waiting.push(resolve);
    scheduleTurn();
  });
}

/** JSON.stringify of a large array, one element at a time with shareLoop pauses (one call for 10,000 objects holds the loop too long). */
export async function stringifyWithPauses(items: readonly unknown[]): Promise<string> {
  const parts: string[] = [];
  for (const item of items) {
    await shareLoop();
    parts.push(JSON.stringify(item));
  }
  return `[${parts.join(',')}]`;
}
