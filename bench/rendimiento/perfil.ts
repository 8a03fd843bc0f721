// npm run bench:perfil -- <ruta> [sqlite|postgres] — a CPU profile of the server's event loop while 64 clients ask
// for one hot route (salud, listar, abrir, editar, tablero, crear; see rutas.ts) for 15 s over 5,000 assets; prints where the
// main thread's time went, by function and by package, and leaves the .cpuprofile to open in Chrome DevTools
// (npm run build first). docs/rendimiento.md says how to read it.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DbKind, NOMBRE_BASE, ROOT } from '../utils';
import { conCatalogo, medirRuta, RUTAS_RENDIMIENTO } from './rutas';

const FILAS = 30;

interface Nodo {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Where a frame's code lives: a package of node_modules, a folder of the project, or Node itself. */
function paqueteDe(url: string): string {
  if (!url) return '(nativo / V8)';
  if (url.startsWith('node:')) return 'node';
  const modulo = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modulo) return modulo[1];
  const ruta = relative(ROOT, url.replace(/^file:\/\//, ''));
  return ruta.startsWith('..') ? url : ruta.split('/').slice(0, 3).join('/');
}

function nombreDe(nodo: Nodo): string {
  const { functionName, url, lineNumber } = nodo.callFrame;
  const donde = url ? `${relative(ROOT, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  return `${functionName || '(anónima)'} ${donde}`.trim();
}

/** Self time by function and by package, and time including callees (each function once per stack). */
function resumir(perfil: { nodes: Nodo[]; samples: number[]; timeDeltas: number[] }): void {
  const porId = new Map(perfil.nodes.map((nodo) => [nodo.id, nodo]));
  const padre = new Map<number, number>();
  for (const nodo of perfil.nodes) for (const hijo of nodo.children ?? []) padre.set(hijo, nodo.id);
  const propio = new Map<string, number>();
  const incluido = new Map<string, number>();
  const porPaquete = new Map<string, number>();
  let total = 0;
  let ocioso = 0;
  perfil.samples.forEach((id, i) => {
    const us = perfil.timeDeltas[i] ?? 0;
    const nodo = porId.get(id)!;
    if (nodo.callFrame.functionName === '(idle)') {
      ocioso += us;
      return;
    }
    total += us;
    propio.set(nombreDe(nodo), (propio.get(nombreDe(nodo)) ?? 0) + us);
    porPaquete.set(paqueteDe(nodo.callFrame.url), (porPaquete.get(paqueteDe(nodo.callFrame.url)) ?? 0) + us);
    const vistos = new Set<string>();
    for (let actual: number | undefined = id; actual !== undefined; actual = padre.get(actual)) {
      const nombre = nombreDe(porId.get(actual)!);
      if (vistos.has(nombre)) continue;
      vistos.add(nombre);
      incluido.set(nombre, (incluido.get(nombre) ?? 0) + us);
    }
  });
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const tabla = (titulo: string, valores: Map<string, number>, filas = FILAS) => {
    console.log(`\n${titulo}`);
    for (const [nombre, us] of [...valores].sort((a, b) => b[1] - a[1]).slice(0, filas)) console.log(`${pct(us)}  ${nombre}`);
  };
  console.log(`\nHilo principal: ${(total / 1e6).toFixed(1)} s ocupado, ${(ocioso / 1e6).toFixed(1)} s ocioso`);
  tabla('Por paquete (tiempo propio)', porPaquete, 20);
  tabla('Por función (tiempo propio)', propio);
  tabla('Por función (incluye lo que llama)', new Map([...incluido].filter(([nombre]) => !nombre.startsWith('(root)'))));
}

async function main(): Promise<void> {
  const [nombre = 'listar', kind = 'sqlite'] = process.argv.slice(2) as [string?, DbKind?];
  const ruta = RUTAS_RENDIMIENTO.find((r) => r.nombre === nombre);
  if (!ruta) throw new Error(`Ruta desconocida: ${nombre} (${RUTAS_RENDIMIENTO.map((r) => r.nombre).join(', ')})`);
  const carpeta = mkdtempSync(join(tmpdir(), 'activos-perfil-'));
  // The server writes one profile per thread when it exits; the main thread's is the event loop's.
  const r = await conCatalogo(kind, (server) => medirRuta(server, ruta), ['--cpu-prof', `--cpu-prof-dir=${carpeta}`]);
  console.log(
    `${nombre} en ${NOMBRE_BASE[kind]}: ${r.porSegundo.toFixed(0)} pet./s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ` +
      `${r.cpuMicrosPorPeticion.toFixed(0)} µs de CPU del hilo principal por petición`,
  );
  const principal = readdirSync(carpeta).find((archivo) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(archivo));
  if (!principal) throw new Error(`El servidor no dejó su perfil en ${carpeta}`);
  resumir(JSON.parse(readFileSync(join(carpeta, principal), 'utf8')));
  console.log(`\nPerfil completo: ${join(carpeta, principal)} (ábralo en Chrome DevTools, pestaña Performance)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
