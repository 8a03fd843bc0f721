import { LOOP_SLICE_MS } from '../common/event-loop';
import { keysetRows } from './keyset-rows';

const busy = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end; );
};

describe('keysetRows', () => {
  const ids = Array.from({ length: 10 }, (_, i) => i + 1);
  const reader = (size: number, calls: Array<number | undefined>) => async (after: number | undefined) => {
    calls.push(after);
    return ids.filter((id) => id > (after ?? 0)).slice(0, size);
  };
  const all = async <T>(rows: AsyncIterable<T>) => {
    const out: T[] = [];
    for await (const row of rows) out.push(row);
    return out;
  };

  it('reads every row once, page after page from the last key, and stops at a short page', async () => {
    const calls: Array<number | undefined> = [];
    expect(await all(keysetRows(4, reader(4, calls), (id) => id))).toEqual(ids);
    expect(calls).toEqual([undefined, 4, 8]);
  });

  it('asks once more after a full last page and stops at the empty one', async () => {
    const calls: Array<number | undefined> = [];
    expect(await all(keysetRows(5, reader(5, calls), (id) => id))).toEqual(ids);
    expect(calls).toEqual([undefined, 5, 10]);
  });

  it('lets other work in between rows once it has held the event loop for a slice', async () => {
    // Pages that cost no I/O, like the synchronous SQLite driver's, and rows that take the consumer time.
    let turnos = 0;
    const marcar = () => {
      turnos++;
      if (turnos < 1000) setImmediate(marcar);
    };
    setImmediate(marcar);
    const vistos: number[] = [];
    for await (const _id of keysetRows(5, async (after: number | undefined) => ids.filter((i) => i > (after ?? 0)).slice(0, 5), (i) => i)) {
      busy(LOOP_SLICE_MS / 2 + 1);
      vistos.push(turnos);
    }
    // Without pauses every row would have seen the same count: no turn of the loop would have run.
    expect(new Set(vistos).size).toBeGreaterThan(1);
  });
});
