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

/**
 * Resumes one waiting job per turn of the loop, with every timer and I/O callback in between. Two hops: a job that
 * paused in an I/O callback (a request, a database or thread answer, a drained stream) would otherwise resume at the
 * end of that same turn, its next slice right after the work it paused in, before any due timer or waiting request.
 */
function scheduleTurn(): void {
  if (turnScheduled || waiting.length === 0) return;
  turnScheduled = true;
  setImmediate(() =>
    setImmediate(() => {
      turnScheduled = false;
      sliceStart = performance.now();
      waiting.shift()!();
      scheduleTurn();
    }),
  );
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
 * `nextMs` is how long the job's next step will hold the loop without pausing (a page read on the synchronous
 * SQLite driver): the job waits for its turn unless the slice has room for the whole step, so a step never
 * runs on top of a slice already spent.
 */
export async function shareLoop(nextMs = 0): Promise<void> {
  if (performance.now() - sliceStart + nextMs < LOOP_SLICE_MS || mustHold()) return;
  await new Promise<void>((resolve) => {
    waiting.push(resolve);
    scheduleTurn();
  });
}

/** Bytes of JSON per piece of jsonWithPauses: writing memory not touched before costs a few ms a megabyte in page faults on a virtual machine. */
const JSON_PIECE = 64 * 1024;

/**
 * The JSON of a large array as UTF-8 bytes, in pieces of about 64 KB, one element at a time with shareLoop pauses (one
 * JSON.stringify of 10,000 objects holds the loop too long). Pieces of bytes, not one text: each moves to a worker
 * thread without a copy (movableBuffers), whereas joining the text of 10,000 assets, or the bytes into one Buffer, and
 * posting it held the loop for 10 to 15 ms each.
 */
export async function jsonWithPauses(items: readonly unknown[]): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  let text = '[';
  for (const [index, item] of items.entries()) {
    await shareLoop();
    text += index ? `,${JSON.stringify(item)}` : JSON.stringify(item);
    if (text.length >= JSON_PIECE) {
      pieces.push(Buffer.from(text));
      text = '';
    }
  }
  pieces.push(Buffer.from(`${text}]`));
  return pieces;
}

/** jsonWithPauses as text, for a thread that takes its input as a string. */
export async function stringifyWithPauses(items: readonly unknown[]): Promise<string> {
  return Buffer.concat(await jsonWithPauses(items)).toString();
}
