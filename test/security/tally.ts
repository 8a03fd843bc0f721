import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The figures of one test file: routes attacked, attacks tried, failures. Checks record
 * every failure instead of stopping at the first, so one run lists them all; each test
 * then expects no failure of its own. report() prints the file's figures and leaves
 * them for the run's total (tally-teardown.js).
 */
export class Tally {
  private readonly routes = new Set<string>();
  private documented: string[] = [];
  private attacks = 0;
  private readonly failures: string[] = [];

  constructor(private readonly suite: string) {}

  /** The routes of the OpenAPI document: "routes covered" counts those attacked. */
  document(routes: Array<{ key: string }>): void {
    this.documented = routes.map((route) => route.key);
  }

  /** One attack on a route; `problem` says why it did not hold, null when it held. */
  record(route: string, attack: string, problem: string | null): void {
    this.routes.add(route);
    this.attacks++;
    if (problem) this.failures.push(`${route} · ${attack}: ${problem}`);
  }

  /** A bookmark: the failures after it are one test's. */
  mark(): number {
    return this.failures.length;
  }

  failuresSince(mark: number): string[] {
    return this.failures.slice(mark);
  }

  report(): void {
    const covered = this.documented.filter((key) => this.routes.has(key));
    console.log(`security/${this.suite}: ${covered.length} of ${this.documented.length} routes covered, ${this.attacks} attacks tried, ${this.failures.length} failures`);
    const dir = process.env.SECURITY_TALLY_DIR;
    if (!dir) return;
    const figures = { suite: this.suite, routes: covered, documented: this.documented, attacks: this.attacks, failures: this.failures.length };
    writeFileSync(join(dir, `${this.suite}.json`), JSON.stringify(figures));
  }
}
