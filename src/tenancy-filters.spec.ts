import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = __dirname;
/** The one file that writes the company filter (docs/arquitectura.md, "Datos": every row belongs to a company). */
const HELPER = join('common', 'tenancy.ts');

/** Company filters written by hand: a SQL condition on companiaId with a parameter, or a companiaId property in a where or in a call's criteria. */
const PROPERTY = String.raw`\{(?:[^{}]*,)?\s*companiaId\s*[,:}]`;
const HAND_MADE = [
  /companiaId\s*=\s*:/,
  ...[String.raw`where:\s*`, String.raw`\.where\(\s*`, String.raw`\.(?:find|count|exists|delete|softDelete|update)\w*\((?:\s*\w+,)?\s*`].map(
    (before) => new RegExp(before + PROPERTY),
  ),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `file:line: text` of every hand-made company filter in the given sources. */
export function handMadeFilters(files: Array<{ path: string; text: string }>): string[] {
  return files.flatMap(({ path, text }) =>
    HAND_MADE.flatMap((pattern) => {
      const global = new RegExp(pattern.source, 'g');
      return [...text.matchAll(global)].map((m) => `${path}:${text.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ')}`);
    }),
  );
}

describe('company filters', () => {
  it('are written only by porCompania / deCompania in common/tenancy.ts', () => {
    const files = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== HELPER)
      .map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }));
    expect(handMadeFilters(files)).toEqual([]);
  });

  it.each([
    ".where('a.companiaId = :companiaId', { companiaId })",
    "qb.andWhere('m.companiaId = :cid AND m.fecha < :hasta', { cid, hasta })",
    'repo.find({ where: { id, companiaId }, order: { id: "ASC" } })',
    'repo.find({\n  where: {\n    companiaId,\n    tipo,\n  },\n})',
    'repo.findOneBy({ id, companiaId })',
    'manager.existsBy(Activo, { companiaId, codigo })',
    'repo.countBy({ companiaId })',
    'repo.count({ where: { companiaId } })',
    'manager.delete(Mantenimiento, { id, companiaId })',
    'repo.delete({ id, companiaId })',
    'manager.update(Activo, { id, companiaId }, { estado })',
    'qb.update(X).set({ a: 1 }).where({ companiaId: this.companiaId })',
  ])('catches %j', (text) => {
    expect(handMadeFilters([{ path: 'x.service.ts', text }])).toHaveLength(1);
  });

  it.each([
    "porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId)",
    'repo.find({ where: deCompania(companiaId, { id }) })',
    'repo.save(repo.create({ ...dto, companiaId }))',
    'manager.insert(MovimientoActivo, ids.map((activoId) => ({ companiaId, activoId })))',
    "innerJoinAndSelect('mu.usuario', 'u', 'u.companiaId = m.companiaId')",
  ])('lets %j through', (text) => {
    expect(handMadeFilters([{ path: 'x.service.ts', text }])).toEqual([]);
  });
});
