import { LOOP_SLICE_MS, shareLoop } from './event-loop';

const busy = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end; );
};

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
    let running = true;
    // Another request's callbacks: one mark per turn of the loop while the jobs run.
    const mark = () => {
      log.push('|');
      if (running) setImmediate(mark);
    };
    setImmediate(mark);
    await Promise.all(['a', 'b', 'c'].map((name) => job(name, 6, LOOP_SLICE_MS / 2 + 1, log)));
    running = false;

    // Between two turns at most one slice of work (two items here); with a budget per job, the three
    // jobs ran their slices back to back (six items) before the loop could turn. Before the first turn
    // each job started at once ran its first item: a pause is checked before an item, not during it.
    const [, ...between] = log.join('').split('|');
    expect(Math.max(...between.map((items) => items.length))).toBeLessThanOrEqual(2);
    // Each job got turns while the others were still running.
    const firstEnd = Math.min(...['a', 'b', 'c'].map((name) => log.lastIndexOf(name)));
    expect(new Set(log.slice(0, firstEnd).filter((entry) => entry !== '|'))).toEqual(new Set(['a', 'b', 'c']));
  });
});
