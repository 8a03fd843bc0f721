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
});
