import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

const SRC = __dirname;

/** Every .ts file under src/ that ships (specs may reach across modules to set up their cases). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The module a file belongs to: its top-level folder under src/, or "src" for the files beside app.module.ts. */
function moduleOf(file: string): string {
  const [first, ...rest] = relative(SRC, file).split(sep);
  return rest.length ? first : 'src';
}

/** A file as its own node: its path under src/. */
const fileOf = (file: string) => relative(SRC, file);

/** The file an import names: `x` is x.ts or x/index.ts. */
const resolved = (file: string, name: string) => {
  const path = resolve(dirname(file), name);
  return existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts');
};

/**
 * Node → node it imports → the first file seen doing it, nodes being what `nodeOf` makes of a file (type-only imports
 * count: they tie the designs just the same). `ignora` leaves out an import from one file to another.
 */
function importGraph(nodeOf: (file: string) => string, ignora = (_from: string, _to: string) => false): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = nodeOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const edges = graph.get(from)!;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolved(file, fileName);
      const to = nodeOf(target);
      if (to !== from && !edges.has(to) && !ignora(file, target)) edges.set(to, relative(SRC, file));
    }
  }
  return graph;
}

/** The shortest way back from `start` to itself, or null when no import leads back. */
function cycleThrough(graph: Map<string, Map<string, string>>, start: string): string[] | null {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const current = queue.shift()!;
    for (const next of graph.get(current)?.keys() ?? []) {
      if (next === start) {
        const path = [current];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every way back from a node to itself, each cycle once, with the file making each step. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[] {
  const seen = new Set<string>();
  const cycles: string[] = [];
  for (const node of [...graph.keys()].sort()) {
    const cycle = cycleThrough(graph, node);
    if (!cycle || cycle.every((n) => seen.has(n))) continue;
    cycle.forEach((n) => seen.add(n));
    cycles.push(
      cycle
        .slice(1)
        .map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i])!.get(to)})`)
        .join(', '),
    );
  }
  return cycles;
}

const esEntidad = (file: string) => file.endsWith('.entity.ts');

describe('module imports', () => {
  it('have no cycle between the folders of src/', () => {
    expect(cyclesOf(importGraph(moduleOf))).toEqual([]);
  });

  // A document renderer typed by its service's answer, a service typed by what it calls: two files that can only be
  // read together. The answer's type lives in a file of its own. Entities are left out: a relation names both sides.
  it('have no cycle between the files of src/, entities aside', () => {
    expect(cyclesOf(importGraph(fileOf, (from, to) => esEntidad(from) && esEntidad(to)))).toEqual([]);
  });

  it('come from files of at most 500 lines: a larger one holds more than one thing', () => {
    const largos = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').split('\n').length > 500);
    expect(largos.map((file) => relative(SRC, file))).toEqual([]);
  });
});
