import { shareLoop } from '../common/event-loop';

/**
 * Every row of a large read, page after page: `page` reads the `size` rows that follow key `after`
 * (undefined for the first page) in key order, so each page is one indexed query, however deep.
 * Memory stays flat, and on the synchronous SQLite driver each page is a short query, started in a slice
 * with room for it, and the rows come out with shareLoop pauses, so the read shares the event loop with
 * every other request.
 */
export async function* keysetRows<T, K>(size: number, page: (after: K | undefined) => Promise<T[]>, keyOf: (row: T) => K): AsyncGenerator<T> {
  let after: K | undefined;
  // A page read synchronously holds the loop in one piece: the next one starts in a slice with room for as long as the
  // last one took. One that waited on I/O (a database server, a thread) let the loop turn meanwhile: nothing to make room for.
  let lastPageMs = 0;
  for (;;) {
    await shareLoop(lastPageMs);
    const started = performance.now();
    let turned = false;
    const turn = setImmediate(() => (turned = true));
    const rows = await page(after);
    clearImmediate(turn);
    lastPageMs = turned ? 0 : performance.now() - started;
    for (const row of rows) {
      await shareLoop();
      yield row;
    }
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]);
  }
}
