import { DataSourceOptions } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { Compania } from '../compania/compania.entity';
import { Usuario } from '../usuario/usuario.entity';
import { LOOP_SLICE_MS, shareLoop } from '../common/event-loop';
import { PortableDataSource } from './portable-data-source';

const ENTITIES = [AuditLog, Compania, Usuario];

/** The metadata initialize() would build for one dialect, without connecting. */
async function metadataFor(options: DataSourceOptions) {
  const dataSource = new PortableDataSource({ ...options, entities: ENTITIES } as DataSourceOptions);
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  const column = (entity: Function, property: string) => dataSource.getMetadata(entity).findColumnWithPropertyName(property)!;
  const totp = column(Usuario, 'totpActivo');
  return {
    totpDefault: typeof totp.default === 'function' ? (totp.default as () => string)() : totp.default,
    timestamp: column(AuditLog, 'timestamp').type,
    createdAt: column(Compania, 'createdAt').type,
    newValues: [column(AuditLog, 'newValues').type, column(AuditLog, 'newValues').length],
  };
}

describe('PortableDataSource', () => {
  it('gives each data source in one process the column types of its own database', async () => {
    const sqlite = await metadataFor({ type: 'better-sqlite3', database: ':memory:' });
    const postgres = await metadataFor({ type: 'postgres', host: 'postgres.invalid' });
    const mssql = await metadataFor({ type: 'mssql', host: 'sqlserver.invalid', username: 'sa', password: 'sin-conexion' });
    // Built after the others: nothing of theirs leaks into it.
    const sqliteAgain = await metadataFor({ type: 'better-sqlite3', database: ':memory:' });

    expect(sqlite).toEqual({ totpDefault: 'false', timestamp: 'datetime', createdAt: 'datetime', newValues: ['text', ''] });
    expect(postgres).toEqual({ totpDefault: 'false', timestamp: 'timestamptz', createdAt: 'timestamptz', newValues: ['text', ''] });
    expect(mssql).toEqual({ totpDefault: '0', timestamp: 'datetime2', createdAt: 'datetime2', newValues: ['nvarchar', 'MAX'] });
    expect(sqliteAgain).toEqual(sqlite);
  });

  it('lets no other request into an open transaction on the embedded SQLite: long jobs share the loop only outside it', async () => {
    const dataSource = await new PortableDataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Compania] }).initialize();
    /** Whether a callback queued before a job's pause ran during it, after the job had held the loop past its slice. */
    const otroEntra = async () => {
      let entro = false;
      setImmediate(() => (entro = true));
      const hasta = performance.now() + LOOP_SLICE_MS + 5;
      while (performance.now() < hasta);
      await shareLoop();
      return entro;
    };
    try {
      expect(await dataSource.transaction(() => otroEntra())).toBe(false);
      expect(await otroEntra()).toBe(true);
    } finally {
      await dataSource.destroy();
    }
    // Once destroyed, its connection holds nothing back.
    expect(await otroEntra()).toBe(true);
  });

  it('binds the integer parameters on the embedded SQLite: a read by id is one statement whatever the id, compiled once', async () => {
    const dataSource = await new PortableDataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Compania] }).initialize();
    try {
      await dataSource.synchronize();
      const repositorio = dataSource.getRepository(Compania);
      const porId = (id: number) => repositorio.createQueryBuilder('c').select('c.id', 'id').where('c.id = :id AND c.razonSocial LIKE :texto', { id, texto: '%' });
      const [sql4, [id4]] = porId(4).getQueryAndParameters();
      const [sql5] = porId(5).getQueryAndParameters();
      expect(sql4).toBe(sql5);
      expect(id4).toBe(4n);
      // Decimals stay as TypeORM writes them.
      expect(repositorio.createQueryBuilder('c').where('c.id > :x', { x: 1.5 }).getQueryAndParameters()[0]).toContain('> 1.5');

      const connection = (dataSource.driver as unknown as { databaseConnection: { prepare(sql: string): unknown } }).databaseConnection;
      const prepare = jest.spyOn(connection, 'prepare');
      for (const id of [1, 2, 3]) await repositorio.findOneBy({ id });
      expect(new Set(prepare.mock.calls.map(([sql]) => sql)).size).toBe(1);
      expect(prepare).toHaveBeenCalledTimes(1);
    } finally {
      await dataSource.destroy();
    }
  });
});
