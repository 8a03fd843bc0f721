// npm run bench:seguridad — how long the app takes to answer the security suites' hostile input and uploads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ATTACK_TIMES_VARIABLE } from '../../test/security/attack-times';
import { fmt, percentile, report, ROOT } from '../utils';

/** The suites that judge each answer to an attack (robustnessProblem); they write its time here as they go. */
const SUITES = ['test/security/input-attacks.test.ts', 'test/security/uploads.test.ts'];
const CINCO_SEGUNDOS = 5_000;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'activos-bench-seguridad-'));
  const archivo = join(dir, 'tiempos.tsv');
  try {
    const run = spawnSync('npx', ['jest', ...SUITES, '--selectProjects', 'security'], {
      cwd: ROOT,
      env: { ...process.env, [ATTACK_TIMES_VARIABLE]: archivo },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`Las suites de seguridad fallaron (código ${run.status}): sus tiempos no cuentan`);
    const tiempos = readFileSync(archivo, 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [ms, ruta] = line.split('\t');
        return { ms: Number(ms), ruta };
      });
    const muestras = tiempos.map((t) => t.ms);
    console.log(`${tiempos.length} respuestas a ataques: p50 ${fmt(percentile(muestras, 50))}, p95 ${fmt(percentile(muestras, 95))}`);
    for (const { ms, ruta } of [...tiempos].sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${fmt(ms)}  ${ruta}`);
    process.exitCode = report('Respuesta más lenta a un ataque o archivo hostil', Math.max(...muestras), CINCO_SEGUNDOS) ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
