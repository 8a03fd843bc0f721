import { readdirSync, readFileSync } from 'node:fs';
import { RENDER_PDF } from '../pdf/render-pdf';
import { closeHeavyWork, runInWorker } from './run-in-worker';

/** The nice value of each thread of this process, by thread id (Linux's /proc). */
function nicenessOfThreads(): Map<number, number> {
  const task = `/proc/${process.pid}/task`;
  // Field 19 of stat, counted after the name that closes with ") ".
  return new Map(readdirSync(task).map((id) => [Number(id), Number(readFileSync(`${task}/${id}/stat`, 'utf8').split(') ')[1].split(' ')[16])]));
}

(process.platform === 'linux' ? describe : describe.skip)('the threads of the pool', () => {
  afterAll(() => closeHeavyWork());

  it('run below the priority of the event loop, which keeps its own', async () => {
    const loop = nicenessOfThreads().get(process.pid)!;
    await runInWorker(RENDER_PDF, { document: { content: 'Hola' } }, { timeoutMs: 20_000, maxOldGenerationSizeMb: 256 }, null);
    const threads = nicenessOfThreads();
    expect(threads.get(process.pid)).toBe(loop);
    expect([...threads.values()]).toContain(Math.min(19, loop + 10));
  });
});
