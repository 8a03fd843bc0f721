import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface RunningServer {
  url: string;
  dbPath: string;
  child: ChildProcess;
  token: string;
  stop(): Promise<void>;
}

/** Starts the built server (npm run build first) on a fresh SQLite file and logs in as the demo Maestro. */
export async function startServer(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'activos-bench-'));
  const dbPath = join(dir, 'bench.sqlite');
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'src', 'main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: String(port), DB_PATH: dbPath, UPLOAD_DIR: join(dir, 'uploads'), JWT_SECRET: 'b'.repeat(40) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ correoElectronico: 'admin@demo.pe', contrasena: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    url,
    dbPath,
    child,
    token,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `count` sequential calls after `warmup` unmeasured ones; milliseconds. */
export async function timeCalls(count: number, call: (i: number) => Promise<unknown>, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    await call(i);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

export function report(name: string, value: number, limit: number, unit = 'ms'): boolean {
  const ok = value <= limit;
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${name}: ${value.toFixed(1)} ${unit} (límite ${limit} ${unit})`);
  return ok;
}
