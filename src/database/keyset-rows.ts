import { shareLoop } from '../common/event-loop';

/**
 * Every row of a large read, page after page: `page` reads the `size` rows that follow key `after`
 * (undefined for the first page) in key order, so each page is one indexed query, however deep.
 * Memory stays flat, and on the synchronous SQLite driver each page is a short query and the rows
 * come out with shareLoop pauses, so the read shares the event loop with every other request.
 */
export async function* keysetRows<T, K>(size: number, page: (after: K | undefined) => Promise<T[]>, keyOf: (row: T) => K): AsyncGenerator<T> {
  let after: K | undefined;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) {
      await shareLoop();
      yield row;
    }
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]);
  }
}
