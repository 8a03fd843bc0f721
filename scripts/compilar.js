// `npm run build`: the API (nest build) and the admin (vite build) at the same time, each with its own output
// (dist/src, dist/admin); fails with the first one that fails. Each is mostly one core's work.
// `node scripts/compilar.js api` builds the API alone (the SUNAT test double needs no panel).
// A part whose sources are byte for byte those of its last build is not built again: `npm start` on an unchanged
// checkout starts in seconds instead of rebuilding the panel (most of its start-up time).
const { spawn } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..');

/** What each part is built from, and the file under its output that keeps the fingerprint of its last build. */
const PARTES = [
  {
    script: 'build:api',
    nombre: 'API',
    fuentes: ['src', 'migrations', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json', 'package-lock.json'],
    huella: 'dist/src/.huella',
  },
  {
    script: 'build:admin',
    nombre: 'panel',
    // The panel imports the domain code the API computes too (src/dominio).
    fuentes: ['admin', 'src/dominio', 'package-lock.json'],
    huella: 'dist/admin/.huella',
  },
];

/** `ruta` itself when it is a file; every file under it when it is a folder, without dependencies or test specs. */
function archivos(raiz, ruta) {
  const completa = join(raiz, ruta);
  if (!existsSync(completa)) return [];
  if (!statSync(completa).isDirectory()) return [ruta];
  return readdirSync(completa, { withFileTypes: true, recursive: true })
    .filter((entrada) => entrada.isFile() && !entrada.parentPath.includes('node_modules') && !/\.spec\.tsx?$/.test(entrada.name))
    .map((entrada) => relative(raiz, join(entrada.parentPath, entrada.name)));
}

/** SHA-256 of the paths and contents of the files `fuentes` name under `raiz`. */
function huellaDe(fuentes, raiz = ROOT) {
  const hash = createHash('sha256');
  const rutas = [...new Set(fuentes.flatMap((fuente) => archivos(raiz, fuente)))].sort();
  for (const ruta of rutas) hash.update(ruta).update('\0').update(readFileSync(join(raiz, ruta))).update('\0');
  return hash.digest('hex');
}

const run = (script) =>
  new Promise((resolve) => {
    spawn('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' }).on('exit', (code) => resolve(code ?? 1));
  });

async function compilar(parte) {
  const huella = huellaDe(parte.fuentes);
  const guardada = join(ROOT, parte.huella);
  if (existsSync(guardada) && readFileSync(guardada, 'utf8') === huella) {
    console.log(`${parte.nombre}: sin cambios desde la última compilación (${parte.huella})`);
    return 0;
  }
  const code = await run(parte.script);
  if (code === 0) writeFileSync(guardada, huella);
  return code;
}

if (require.main === module) {
  const pedidas = process.argv[2] ? PARTES.filter((parte) => parte.script === `build:${process.argv[2]}`) : PARTES;
  if (!pedidas.length) throw new Error(`Parte desconocida: ${process.argv[2]} (api o admin)`);
  Promise.all(pedidas.map(compilar)).then((codes) => {
    process.exitCode = codes.find((code) => code !== 0) ?? 0;
  });
}

module.exports = { huellaDe };
