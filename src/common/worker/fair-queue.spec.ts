import { FairQueue, JobOwner } from './fair-queue';

const owner = (compania: string, usuario: string): JobOwner => ({ compania, usuario });

/** A queue and the jobs it started, in order, named by their label. */
function harness(limits = { total: 3, perCompany: 2, perUser: 1, queuePerCompany: 20 }) {
  const queue = new FairQueue(limits);
  const started: string[] = [];
  const add = (label: string, who: JobOwner) => {
    const start = () => started.push(label);
    return { accepted: queue.enqueue(who, start), start, who };
  };
  return { queue, started, add };
}

describe('FairQueue', () => {
  it('runs at most one job per user and two per company', () => {
    const { started, add } = harness({ total: 10, perCompany: 2, perUser: 1, queuePerCompany: 20 });
    add('a1', owner('A', 'ana'));
    add('a2', owner('A', 'ana'));
    add('a3', owner('A', 'beto'));
    add('a4', owner('A', 'carla'));
    expect(started).toEqual(['a1', 'a3']);
  });

  it('serves the companies in turn: a flood delays another company’s job by one job at most', () => {
    const { queue, started, add } = harness({ total: 1, perCompany: 2, perUser: 1, queuePerCompany: 20 });
    const jobs = Array.from({ length: 6 }, (_, i) => add(`a${i}`, owner('A', `u${i}`)));
    const b = add('b0', owner('B', 'zoe'));
    expect(started).toEqual(['a0']);
    queue.release(jobs[0].who);
    expect(started).toEqual(['a0', 'b0']);
    queue.release(b.who);
    expect(started).toEqual(['a0', 'b0', 'a1']);
  });

  it('gives a free slot to the company running fewest jobs, though the other was served longer ago', () => {
    // The noisy neighbour: A fills both slots, B queues two jobs.
    const { queue, started, add } = harness({ total: 2, perCompany: 2, perUser: 1, queuePerCompany: 20 });
    const a = Array.from({ length: 4 }, (_, i) => add(`a${i}`, owner('A', `u${i}`)));
    const b = [add('b0', owner('B', 'v0')), add('b1', owner('B', 'v1'))];
    queue.release(a[0].who);
    expect(started).toEqual(['a0', 'a1', 'b0']);
    // A's running job goes on; B's first ends: B runs none and A one, so B's second job goes before A's third.
    queue.release(b[0].who);
    expect(started).toEqual(['a0', 'a1', 'b0', 'b1']);
    queue.release(a[1].who);
    expect(started).toEqual(['a0', 'a1', 'b0', 'b1', 'a2']);
  });

  it('refuses a job past the company’s queue, and only that company’s', () => {
    const { started, add } = harness({ total: 1, perCompany: 1, perUser: 1, queuePerCompany: 2 });
    expect(add('a0', owner('A', 'u0')).accepted).toBe(true);
    expect(add('a1', owner('A', 'u1')).accepted).toBe(true);
    expect(add('a2', owner('A', 'u2')).accepted).toBe(true);
    expect(add('a3', owner('A', 'u3')).accepted).toBe(false);
    expect(add('b0', owner('B', 'u4')).accepted).toBe(true);
    expect(started).toEqual(['a0']);
  });

  it('with no waiting room still starts a job that has a free slot', () => {
    const { started, add } = harness({ total: 2, perCompany: 1, perUser: 1, queuePerCompany: 0 });
    expect(add('a0', owner('A', 'u0')).accepted).toBe(true);
    expect(add('a1', owner('A', 'u1')).accepted).toBe(false);
    expect(add('b0', owner('B', 'u2')).accepted).toBe(true);
    expect(started).toEqual(['a0', 'b0']);
  });

  it('drops a waiting job that is cancelled, and starts the next one in its place', () => {
    const { queue, started, add } = harness({ total: 1, perCompany: 1, perUser: 1, queuePerCompany: 5 });
    const first = add('a0', owner('A', 'u0'));
    const second = add('a1', owner('A', 'u1'));
    add('a2', owner('A', 'u2'));
    expect(queue.cancel(second.start)).toBe(true);
    expect(queue.cancel(second.start)).toBe(false);
    queue.release(first.who);
    expect(started).toEqual(['a0', 'a2']);
  });
});
