import { busy, markTurns } from '../../test/utils/vueltas-del-bucle';
import { readFile } from 'node:fs';
import { jsonWithPauses, LOOP_SLICE_MS, shareLoop } from './event-loop';


describe('shareLoop', () => {
  /** A job of `items` items that each take `ms`, writing its name to `log` for each item. */
  async function job(name: string, items: number, ms: number, log: string[]): Promise<void> {
    for (let i = 0; i < items; i++) {
      await shareLoop();
      busy(ms);
      log.push(name);
    }
  }

  it('lets the loop turn after one slice, however many jobs run: they share one budget and take turns', async () => {
    const log: string[] = [];
    const stopMarking = markTurns(log);
    await Promise.all(['a', 'b', 'c'].map((name) => job(name, 6, LOOP_SLICE_MS / 2 + 1, log)));
    stopMarking();

    // Between two turns at most one slice of work (two items here); with a budget per job, the three
    // jobs ran their slices back to back (six items) before the loop could turn. Before the first turn
    // each job started at once ran its first item: a pause is checked before an item, not during it.
    const [, ...between] = log.join('').split('|');
    expect(Math.max(...between.map((items) => items.length))).toBeLessThanOrEqual(2);
    // Each job got turns while the others were still running.
    const firstEnd = Math.min(...['a', 'b', 'c'].map((name) => log.lastIndexOf(name)));
    expect(new Set(log.slice(0, firstEnd).filter((entry) => entry !== '|'))).toEqual(new Set(['a', 'b', 'c']));
  });

  it('lets timers and I/O in before the next slice of a job that pauses in an I/O callback', async () => {
    const log: string[] = [];
    await new Promise<void>((done) =>
      readFile(__filename, async () => {
        // The work an answer from the database or a thread starts, until its first pause.
        setTimeout(() => log.push('timer'), 0);
        busy(LOOP_SLICE_MS + 1);
        await shareLoop();
        log.push('job');
        done();
      }),
    );
    // Resumed in the same turn of the loop, the job's next slice would run before the timer that was already due.
    expect(log).toEqual(['timer', 'job']);
  });

  it('waits for its turn before a step announced as longer than what is left of the slice', async () => {
    const log: string[] = [];
    const stopMarking = markTurns(log);
    // Each step is announced: a short item, then a step that fits in no slice already begun.
    for (let i = 0; i < 3; i++) {
      await shareLoop();
      busy(LOOP_SLICE_MS / 2);
      log.push('a');
      await shareLoop(LOOP_SLICE_MS / 2 + 1);
      busy(1);
      log.push('B');
    }
    stopMarking();

    const turns = log.join('').split('|');
    for (const turn of turns) expect(turn).not.toContain('aB');
  });
});

describe('jsonWithPauses', () => {
  it('writes the JSON of an array as pieces of UTF-8 bytes, letting the loop turn between elements', async () => {
    // Over 64 KB in all: written in more than one piece.
    const items = Array.from({ length: 30 }, (_, i) => ({ i, texto: `Cámara nº ${i} «exterior» ${'ñ'.repeat(3_000)}` }));
    const log: string[] = [];
    const stopMarking = markTurns(log);
    // Elements that take a while to write: together, several slices.
    const slow = items.map((item) => ({ toJSON: () => (busy(LOOP_SLICE_MS / 3), item) }));
    const json = await jsonWithPauses(slow);
    stopMarking();

    expect(json.length).toBeGreaterThan(1);
    expect(json.every((piece) => Buffer.isBuffer(piece))).toBe(true);
    expect(Buffer.concat(json).toString()).toBe(JSON.stringify(items));
    expect(log.length).toBeGreaterThan(1);
    expect(Buffer.concat(await jsonWithPauses([])).toString()).toBe('[]');
  });
});
