import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { closeHeavyWork } from '../common/worker/run-in-worker';
import { rowsByScannedIds, scanRows } from './scan-rows';

describe('scanRows on the embedded SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agregados-'));
  const dataSource = new DataSource({ type: 'better-sqlite3', database: join(dir, 'datos.sqlite'), enableWAL: true });
  const suma = () => dataSource.createQueryBuilder().select('COUNT(*)', 'cantidad').addSelect('SUM(t.monto)', 'total').from('importe', 't').where('t.monto > :desde', { desde: 0 });

  beforeAll(async () => {
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE importe (monto REAL)');
    await dataSource.query('INSERT INTO importe VALUES (10.5), (20), (-3)');
  });
  afterAll(async () => {
    await dataSource.destroy();
    await closeHeavyWork();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers what getRawMany answers', async () => {
    expect(await scanRows(suma())).toEqual(await suma().getRawMany());
    expect(await scanRows(suma())).toEqual([{ cantidad: 2, total: 30.5 }]);
  });

  it("runs on a connection of its own, off the event loop's: it sees committed rows only", async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('INSERT INTO importe VALUES (100)');
      // The thread's read-only connection reads the last committed state, not this open transaction.
      expect(await scanRows(suma())).toEqual([{ cantidad: 2, total: 30.5 }]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('reads a page by the ids it scanned, in their order, and scans again when one is deleted in between', async () => {
    await dataSource.query('CREATE TABLE fila (id INTEGER PRIMARY KEY, nombre TEXT)');
    await dataSource.query("INSERT INTO fila VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd')");
    const pagina = () => dataSource.createQueryBuilder().select('f.id', 'id').from('fila', 'f').orderBy('f.id', 'DESC').limit(3);
    let lecturas = 0;
    const leer = async (ids: number[]) => {
      // The first read comes after someone deleted a row of the page.
      if (++lecturas === 1) await dataSource.query('DELETE FROM fila WHERE id = 3');
      return dataSource.query(`SELECT id, nombre FROM fila WHERE id IN (${ids.join(', ')})`) as Promise<Array<{ id: number; nombre: string }>>;
    };
    const filas = await rowsByScannedIds(pagina(), leer, (fila) => fila.id);
    // A full page still: the walk that reads it does not end here.
    expect(filas.map((fila) => fila.nombre)).toEqual(['d', 'b', 'a']);
    expect(lecturas).toBe(2);
  });
});
