import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

// Runs the built server (npm test builds first), as `npm start` does.
const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test' };
  return { ...env, ...extra };
}

async function runUntilHealthy(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: { ...env, PORT: String(port) } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      // Only once this server says it listens: another suite's server may have taken the port since freePort.
      const ok = output.includes(`escuchando en http://localhost:${port}`) && (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false));
      if (ok) return output;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the server did not become healthy:\n${output}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

describe('start-up of the built server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'activos-start-'));
  const dbPath = join(dir, 'activos.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['DB_TYPE', 'oracle', /^Configuración inválida: DB_TYPE="oracle" .*invalid DB_TYPE/],
    ['PORT', 'ochenta', /^Configuración inválida: PORT="ochenta" .*invalid PORT/],
    ['JWT_EXPIRES_IN', 'mañana', /^Configuración inválida: JWT_EXPIRES_IN=.*invalid JWT_EXPIRES_IN/],
  ])('stops with one line naming %s when it is wrong', (name, value, message) => {
    const run = spawnSync(process.execPath, [MAIN], { cwd: ROOT, env: cleanEnv({ [name]: value, DB_PATH: dbPath }), encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('refuses to start in production without a strong JWT_SECRET or an ADMIN_PASSWORD', () => {
    const weak = spawnSync(process.execPath, [MAIN], { cwd: ROOT, env: { ...cleanEnv({ DB_PATH: dbPath }), NODE_ENV: 'production', JWT_SECRET: 'corto-corto-corto', ADMIN_PASSWORD: 'clave-segura' }, encoding: 'utf8', timeout: 20_000 });
    expect(weak.status).toBe(1);
    expect(weak.stderr.trim()).toMatch(/JWT_SECRET/);
    const noAdmin = spawnSync(process.execPath, [MAIN], { cwd: ROOT, env: { ...cleanEnv({ DB_PATH: dbPath }), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(20) + 'y'.repeat(20) }, encoding: 'utf8', timeout: 20_000 });
    expect(noAdmin.status).toBe(1);
    expect(noAdmin.stderr.trim()).toMatch(/ADMIN_PASSWORD/);
  });

  it('creates the demo company and Maestro on an empty database, says so, and never again', async () => {
    const first = await runUntilHealthy(cleanEnv({ DB_PATH: dbPath }));
    expect(first).toContain('admin@demo.pe / admin123');

    const db = new Database(dbPath);
    db.prepare(`UPDATE compania SET razonSocial = 'Nombre cambiado S.A.C.'`).run();
    db.prepare(`UPDATE usuario SET nombre = 'Otro'`).run();
    db.close();

    const second = await runUntilHealthy(cleanEnv({ DB_PATH: dbPath }));
    expect(second).not.toContain('admin123');
    const after = new Database(dbPath, { readonly: true });
    expect(after.prepare('SELECT razonSocial, ruc FROM compania').all()).toEqual([{ razonSocial: 'Nombre cambiado S.A.C.', ruc: '20512333797' }]);
    expect(after.prepare('SELECT nombre, tipo FROM usuario').all()).toEqual([{ nombre: 'Otro', tipo: 1 }]);
    const migrationFiles = readdirSync(join(ROOT, 'migrations')).filter((file) => file.endsWith('.ts'));
    expect(after.prepare('SELECT COUNT(*) AS n FROM migrations').get()).toEqual({ n: migrationFiles.length });
    after.close();
  });

  it('takes the first Maestro from ADMIN_EMAIL / ADMIN_PASSWORD and does not print them', async () => {
    const other = join(dir, 'otra.sqlite');
    const output = await runUntilHealthy(cleanEnv({ DB_PATH: other, ADMIN_EMAIL: 'jefe@empresa.pe', ADMIN_PASSWORD: 'clave-propia-1' }));
    expect(output).not.toContain('clave-propia-1');
    const db = new Database(other, { readonly: true });
    expect(db.prepare('SELECT correoElectronico, tipo FROM usuario').all()).toEqual([{ correoElectronico: 'jefe@empresa.pe', tipo: 1 }]);
    db.close();
  });
});
