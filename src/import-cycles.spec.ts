import { readdirSync, readFileSync } from 'node:fs';
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

/** Module → module it imports → the first file seen doing it (type-only imports count: they tie the designs just the same). */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const edges = graph.get(from)!;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), fileName));
      if (to !== from && !edges.has(to)) edges.set(to, relative(SRC, file));
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

describe('module imports', () => {
  it('have no cycle between the folders of src/', () => {
    const graph = moduleGraph();
    const seen = new Set<string>();
    const cycles: string[] = [];
    for (const module of [...graph.keys()].sort()) {
      const cycle = cycleThrough(graph, module);
      if (!cycle || cycle.every((m) => seen.has(m))) continue;
      cycle.forEach((m) => seen.add(m));
      cycles.push(
        cycle
          .slice(1)
          .map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i])!.get(to)})`)
          .join(', '),
      );
    }
    expect(cycles).toEqual([]);
  });
});
