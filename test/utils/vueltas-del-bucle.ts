/** Holds the event loop for `ms`, as a synchronous piece of work does. */
export const busy = (ms: number): void => {
  for (const end = performance.now() + ms; performance.now() < end; );
};

/**
 * Another request's callbacks: writes '|' to `log` on every turn of the event loop until the returned function is
 * called, so a test can see what ran between two turns.
 */
export function markTurns(log: string[]): () => void {
  let running = true;
  const mark = () => {
    log.push('|');
    if (running) setImmediate(mark);
  };
  setImmediate(mark);
  return () => {
    running = false;
  };
}
