import { busy, markTurns } from '../../test/utils/vueltas-del-bucle';
import { LOOP_SLICE_MS } from '../common/event-loop';
import { keysetRows } from './keyset-rows';


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

  it('reads a page only in a slice with room for it: a page longer than the slice starts a turn of its own', async () => {
    // One mark per turn of the loop; 'P' for a page read, 'r' for a row.
    const log: string[] = [];
    const stopMarking = markTurns(log);
    const page = async (after: number | undefined) => {
      busy(LOOP_SLICE_MS + 1);
      log.push('P');
      return ids.filter((id) => id > (after ?? 0)).slice(0, 4);
    };
    for await (const _id of keysetRows(4, page, (id) => id)) {
      busy(LOOP_SLICE_MS / 4);
      log.push('r');
    }
    stopMarking();

    // Read right after the rows of the slice, each page would have held the loop for more than a slice on top of them.
    const turns = log.join('').split('|');
    expect(log.filter((entry) => entry === 'P')).toHaveLength(3);
    for (const turn of turns) expect(turn.indexOf('P')).toBeLessThanOrEqual(0);
  });

  it('makes no room for a page that waited on I/O, as a database server\'s does: the loop turned meanwhile', async () => {
    const log: string[] = [];
    const stopMarking = markTurns(log);
    const page = async (after: number | undefined) => {
      log.push('P');
      await new Promise((resolve) => setTimeout(resolve, LOOP_SLICE_MS + 1));
      return ids.filter((id) => id > (after ?? 0)).slice(0, 4);
    };
    for await (const _id of keysetRows(4, page, (id) => id)) log.push('r');
    stopMarking();

    // The next page is asked for in the turn of the last rows, without waiting for another one.
    expect(log.join('')).toContain('rP');
  });
});
