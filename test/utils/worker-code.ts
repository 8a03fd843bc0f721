import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
const SOURCES = join(ROOT, 'src');
/** Inside the project, so the compiled files find node_modules as the sources do. */
const OUTPUT = join(ROOT, 'dist', 'pruebas');
/** Read by run-in-worker.ts: the compiled thread entry the pool starts instead of the .ts one. */
const ENTRY_VARIABLE = 'TEST_WORKER_ENTRY';

const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.d.ts');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!entry.name.endsWith('.spec.ts')) yield path;
  }
}

const isNewer = (source: string, output: string) => {
  try {
    return statSync(source).mtimeMs > statSync(output).mtimeMs;
  } catch {
    return true;
  }
};

/**
 * Compiles src/ for the worker threads, which jest's transform does not reach: without it each thread loads
 * TypeScript through ts-node before its task. Each file is compiled on its own (as the suites' files are) and
 * only when it changed since the last run; data files (ubigeo.csv) are copied beside them.
 */
export function compileWorkerCode(): void {
  if (process.env[ENTRY_VARIABLE]) return;
  const configFile = join(ROOT, 'tsconfig.build.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, { sourceMap: false, incremental: false }, configFile);
  for (const source of files(SOURCES)) {
    const output = join(OUTPUT, relative(ROOT, isSource(source) ? source.replace(/\.ts$/, '.js') : source));
    if (!isNewer(source, output)) continue;
    mkdirSync(dirname(output), { recursive: true });
    if (!isSource(source)) copyFileSync(source, output);
    else writeFileSync(output, ts.transpileModule(readFileSync(source, 'utf8'), { compilerOptions: options, fileName: source }).outputText);
  }
  process.env[ENTRY_VARIABLE] = join(OUTPUT, 'src', 'common', 'worker', 'worker-entry.js');
}
