/** Who a heavy job is for: its company and its caller (a user or an API key). */
export interface JobOwner {
  compania: string;
  usuario: string;
}

export interface FairQueueLimits {
  /** Jobs running at once, all companies together: the threads of the pool. */
  total: number;
  perCompany: number;
  perUser: number;
  /** Jobs a company may have waiting; one more is refused. */
  queuePerCompany: number;
}

interface Waiting {
  owner: JobOwner;
  start: () => void;
}

/**
 * Hands out the pool's slots fairly: at most `perCompany` running jobs per company and
 * `perUser` per caller; a free slot goes to the company running fewest jobs, in turn between
 * equals, so one company's flood delays another's job by at most one job's duration. Pure bookkeeping, no timers: `release` starts the next job.
 */
export class FairQueue {
  private running = 0;
  private readonly byCompany = new Map<string, number>();
  private readonly byUser = new Map<string, number>();
  /** Waiting jobs per company, in arrival order. */
  private readonly waiting = new Map<string, Waiting[]>();
  /** When each active company last had a job started, to serve them in turn. */
  private readonly lastServed = new Map<string, number>();
  private turns = 0;

  constructor(private limits: FairQueueLimits) {}

  configure(limits: FairQueueLimits): void {
    this.limits = limits;
  }

  /**
   * Starts the job now or when its turn comes; false when the company's queue is full.
   * `start` is called exactly once; the job must call `release` when it ends.
   */
  enqueue(owner: JobOwner, start: () => void): boolean {
    const queue = this.waiting.get(owner.compania) ?? [];
    queue.push({ owner, start });
    this.waiting.set(owner.compania, queue);
    this.dispatch();
    // The bound is on jobs left waiting: one that could start never counts against it.
    const waiting = this.waiting.get(owner.compania) ?? [];
    if (waiting.length <= this.limits.queuePerCompany || !waiting.some((job) => job.start === start)) return true;
    this.cancel(start);
    return false;
  }

  /** A job that had not started is dropped (its caller went away); answers whether it was waiting. */
  cancel(start: () => void): boolean {
    for (const [compania, queue] of this.waiting) {
      const index = queue.findIndex((job) => job.start === start);
      if (index < 0) continue;
      queue.splice(index, 1);
      if (!queue.length) this.waiting.delete(compania);
      return true;
    }
    return false;
  }

  release(owner: JobOwner): void {
    this.running--;
    decrement(this.byCompany, owner.compania);
    decrement(this.byUser, owner.usuario);
    // A company with nothing running or waiting is forgotten: it is served first when it comes back.
    if (!this.byCompany.has(owner.compania) && !this.waiting.has(owner.compania)) this.lastServed.delete(owner.compania);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.running < this.limits.total) {
      // Of the companies with a job that may start, the one running fewest jobs goes first (each gets its share of
      // the slots), and between equals the one served longest ago (or never).
      let chosen: { compania: string; index: number } | undefined;
      let chosenRank = [Infinity, Infinity];
      for (const [compania, queue] of this.waiting) {
        const running = this.byCompany.get(compania) ?? 0;
        if (running >= this.limits.perCompany) continue;
        const index = queue.findIndex((job) => (this.byUser.get(job.owner.usuario) ?? 0) < this.limits.perUser);
        const rank = [running, this.lastServed.get(compania) ?? -1];
        if (index >= 0 && (rank[0] < chosenRank[0] || (rank[0] === chosenRank[0] && rank[1] < chosenRank[1]))) {
          chosen = { compania, index };
          chosenRank = rank;
        }
      }
      if (!chosen) return;
      const queue = this.waiting.get(chosen.compania)!;
      const [job] = queue.splice(chosen.index, 1);
      if (!queue.length) this.waiting.delete(chosen.compania);
      this.running++;
      this.lastServed.set(chosen.compania, ++this.turns);
      this.byCompany.set(chosen.compania, (this.byCompany.get(chosen.compania) ?? 0) + 1);
      this.byUser.set(job.owner.usuario, (this.byUser.get(job.owner.usuario) ?? 0) + 1);
      job.start();
    }
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const count = (counts.get(key) ?? 1) - 1;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
