import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EntityMetadata, MigrationInterface, ObjectLiteral, QueryRunner, Table, TableColumn } from 'typeorm';
// Internal TypeORM paths: package.json pins typeorm to an exact version; check them when it changes.
import { QueryResult } from 'typeorm/query-runner/QueryResult';
import { applyListQuery } from '../common/list-query/apply-list-query';
import { ListResourceSpec, parseListQuery } from '../common/list-query/list-query';
import { codigoOcupado, siguienteCodigo } from '../activo/activo-codigos';
import { ImportDefinition } from '../importacion/excel-import';
import { sentenciaDeReclamo } from '../mantenimiento/notificacion/reclamo';
import { bulkInsert } from './bulk-insert';
import { sqlTypesOf } from './column-types';
import { groupedIds } from './grouped-ids';
import { PortableDataSource } from './portable-data-source';

/*
 * The schema and the SQL that SQL Server receives, checked without a SQL Server:
 * TypeORM's own SQL Server driver and query runner, never connected. DDL is recorded
 * by the runner's "SQL in memory" mode; every other statement by a query() that
 * writes it down and answers an empty result.
 */

const ROOT = join(__dirname, '..', '..');
const MIGRATIONS_DIR = join(ROOT, 'migrations');
const ENTITIES = join(ROOT, 'src', '**', '*.entity.ts');

/** SQL Server's limit on the key of a nonclustered index or unique constraint. */
const MAX_INDEX_KEY_BYTES = 1_700;
/** The only types our tables use there: identity ints, Unicode text, datetime2 in UTC, money and bit. */
const TYPES = new Set(['int', 'nvarchar', 'decimal', 'bit', 'datetime2']);
/** What sp_executesql accepts besides its own @stmt and @params. */
const SQL_SERVER_PARAMETERS = 2_098;

interface Statement {
  sql: string;
  parameters: unknown[];
}

/** A SQL Server data source that never connects; tables the migrations create stand in for the catalogue. */
class SqlServerRecorder {
  readonly dataSource = new PortableDataSource({
    type: 'mssql',
    host: 'sqlserver.invalid',
    username: 'sa',
    password: 'sin-conexion',
    entities: [ENTITIES],
  });
  readonly tables = new Map<string, Table>();
  readonly statements: Statement[] = [];

  constructor() {
    // Every runner the data source hands out (query builders, managers, migrations) records.
    this.dataSource.driver.createQueryRunner = () => this.runner();
  }

  /** Entity metadata as initialize() would build it, without the connection. */
  buildMetadatas(): Promise<void> {
    return (this.dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  }

  private runner(): QueryRunner {
    const runner = this.dataSource.driver.constructor.prototype.createQueryRunner.call(this.dataSource.driver, 'master') as QueryRunner;
    const nameOf = (target: Table | string) => (typeof target === 'string' ? target : target.name).split('.').pop()!;
    const { createTable, dropTable } = runner;
    Object.assign(runner, {
      loadTables: async (names: string[]) => names.flatMap((name) => this.tables.get(nameOf(name)) ?? []),
      query: async (sql: string, parameters: unknown[] = [], structured = false) => {
        this.statements.push({ sql, parameters });
        return structured ? Object.assign(new QueryResult(), { records: [] }) : [];
      },
      createTable: async (table: Table, ...rest: unknown[]) => {
        await createTable.call(runner, table, ...(rest as []));
        this.tables.set(table.name, table);
      },
      dropTable: async (target: Table | string, ...rest: unknown[]) => {
        await dropTable.call(runner, target, ...(rest as []));
        this.tables.delete(nameOf(target));
      },
    });
    return runner;
  }

  /** Statements recorded since the last call. */
  take(): Statement[] {
    return this.statements.splice(0);
  }
}

function loadMigrations(): MigrationInterface[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .flatMap((file) => Object.values(require(join(MIGRATIONS_DIR, file)) as Record<string, new () => MigrationInterface>))
    .map((Migration) => new Migration());
}

/** Runs the migrations up, then down, on a recording runner; answers the statements of each and the tables in between. */
async function runMigrations(recorder: SqlServerRecorder, migrations: MigrationInterface[]) {
  const runner = recorder.dataSource.createQueryRunner();
  runner.enableSqlMemory();
  const ddl = () => {
    const statements = runner.getMemorySql().upQueries.map((query) => query.query);
    runner.clearSqlMemory();
    return [...statements, ...recorder.take().map((statement) => statement.sql)];
  };
  const up = new Map<string, string[]>();
  const down = new Map<string, string[]>();
  for (const migration of migrations) {
    await migration.up(runner);
    up.set(migration.constructor.name, ddl());
  }
  const tables = [...recorder.tables.values()].map((table) => table.clone());
  for (const migration of [...migrations].reverse()) {
    await migration.down(runner);
    down.set(migration.constructor.name, ddl());
  }
  return { up, down, tables, left: recorder.tables.size };
}

function keyBytes(column: TableColumn): number {
  switch (column.type) {
    case 'nvarchar':
      return column.length === 'MAX' ? Infinity : 2 * Number(column.length);
    case 'decimal':
      return 9; // precision 10 to 19
    case 'datetime2':
      return 8;
    case 'bit':
      return 1;
    default:
      return 4;
  }
}

/** For each table, how many cascading delete paths reach it from each ancestor; throws on a cycle. */
function cascadePaths(tables: Table[]): Map<string, Map<string, number>> {
  const parentsOf = (child: string) =>
    tables
      .find((table) => table.name === child)!
      .foreignKeys.filter((fk) => fk.onDelete === 'CASCADE' || fk.onDelete === 'SET NULL')
      .map((fk) => fk.referencedTableName);
  const paths = new Map<string, Map<string, number>>();
  const visit = (child: string, seen: string[]): Map<string, number> => {
    if (seen.includes(child)) throw new Error(`Ciclo de borrado en cascada: ${[...seen, child].join(' → ')}`);
    const counts = new Map<string, number>();
    for (const parent of parentsOf(child)) {
      counts.set(parent, (counts.get(parent) ?? 0) + 1);
      for (const [ancestor, n] of visit(parent, [...seen, child])) counts.set(ancestor, (counts.get(ancestor) ?? 0) + n);
    }
    paths.set(child, counts);
    return counts;
  };
  for (const table of tables) visit(table.name, []);
  return paths;
}

const SAMPLE_VALUES: Record<string, unknown> = { bit: true, datetime2: new Date(), int: 1, decimal: 1, nvarchar: 'x' };

/** A row giving every column a value, so an insert binds as many parameters as a row can. */
function fullRow(metadata: EntityMetadata): ObjectLiteral {
  return Object.fromEntries(metadata.columns.map((column) => [column.propertyName, SAMPLE_VALUES[metadata.connection.driver.normalizeType(column)]]));
}

/** Migrations of an index only PostgreSQL has (trigrams): on SQL Server they must write nothing. */
const SOLO_POSTGRESQL = new Set(['BusquedaPorTrigramas1795940000000']);

const recorder = new SqlServerRecorder();

beforeAll(() => recorder.buildMetadatas());

describe('migrations on SQL Server', () => {
  const migrations = loadMigrations();
  let run: Awaited<ReturnType<typeof runMigrations>>;
  beforeAll(async () => {
    run = await runMigrations(recorder, migrations);
  });

  it('covers every file in migrations/, each going up and back down', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.ts'));
    expect(migrations.map((migration) => migration.constructor.name)).toEqual(files.sort().map((file) => file.replace(/^(\d+)-(\w+)\.ts$/, '$2$1')));
    for (const { name } of migrations.map((migration) => migration.constructor)) {
      const escribe = !SOLO_POSTGRESQL.has(name);
      expect([name, run.up.get(name)!.length > 0, run.down.get(name)!.length > 0]).toEqual([name, escribe, escribe]);
    }
    expect(run.left).toBe(0);
  });

  it('uses only int, nvarchar, decimal(18,2|3), bit and datetime2, with identity keys', () => {
    for (const table of run.tables) {
      expect([table.name, table.primaryColumns.length > 0]).toEqual([table.name, true]);
      for (const column of table.columns) {
        const where = `${table.name}.${column.name}`;
        expect([where, TYPES.has(column.type)]).toEqual([where, true]);
        if (column.isGenerated) expect([where, column.type, column.generationStrategy, column.isPrimary]).toEqual([where, 'int', 'increment', true]);
        if (column.type === 'nvarchar') expect([where, column.length]).toEqual([where, expect.stringMatching(/^(MAX|[1-9]\d{0,2}|[1-3]\d{3}|4000)$/)]);
        if (column.type === 'decimal') expect([where, `(${column.precision},${column.scale})`]).toEqual([where, expect.stringMatching(/^\(18,[23]\)$/)]);
      }
    }
  });

  it('gives defaults SQL Server accepts: 0/1 for bit, sysutcdatetime() for instants, plain literals otherwise', () => {
    const allowed: Record<string, RegExp> = { bit: /^[01]$/, datetime2: /^sysutcdatetime\(\)$/, int: /^-?\d+$/, decimal: /^-?\d+(\.\d+)?$/, nvarchar: /^'[^']*'$/ };
    const withDefault = run.tables.flatMap((table) => table.columns.filter((column) => column.default !== undefined).map((column) => ({ table, column })));
    expect(withDefault.filter(({ column }) => column.type === 'bit').length).toBeGreaterThan(0);
    for (const { table, column } of withDefault) {
      const where = `${table.name}.${column.name}`;
      expect([where, String(column.default)]).toEqual([where, expect.stringMatching(allowed[column.type])]);
    }
  });

  it('keeps every index and unique key under 1,700 bytes and out of nvarchar(max)', () => {
    for (const table of run.tables) {
      const keys = [...table.indices, ...table.uniques].map((key) => key.columnNames);
      keys.push(...table.columns.filter((column) => column.isUnique).map((column) => [column.name]));
      for (const columns of keys) {
        const where = `${table.name}(${columns.join(', ')})`;
        const bytes = columns.reduce((total, name) => total + keyBytes(table.findColumnByName(name)!), 0);
        expect([where, bytes <= MAX_INDEX_KEY_BYTES]).toEqual([where, true]);
      }
    }
  });

  it('has no cycle and no second cascading path between two tables, which SQL Server refuses', () => {
    const paths = cascadePaths(run.tables);
    expect(paths.get('notificacion')!.get('mantenimiento')).toBe(1);
    for (const [child, ancestors] of paths) {
      for (const [ancestor, count] of ancestors) expect([`${ancestor} → ${child}`, count]).toEqual([`${ancestor} → ${child}`, 1]);
    }
  });

  it('writes no other dialect into the statements', () => {
    const statements = [...run.up.values(), ...run.down.values()].flat();
    // Every table the migrations leave is created once on the way up; a table a later migration drops was created too.
    const named = (verb: string) => [...run.up.values()].flat().flatMap((statement) => new RegExp(`^${verb} TABLE "([^"]+)"`).exec(statement)?.[1] ?? []);
    const dropped = named('DROP');
    expect(named('CREATE').filter((table) => !dropped.includes(table)).sort()).toEqual(run.tables.map((table) => table.name).sort());
    for (const statement of statements) {
      expect(statement).not.toMatch(/\b(boolean|timestamptz|timestamp with|text|serial|autoincrement|now\(\)|datetime\(|LIMIT|ILIKE|RETURNING)\b/i);
      expect(statement).not.toMatch(/(?<!n)varchar|\bdatetime\b(?!2)|DEFAULT (true|false)\b/i);
    }
    const create = (table: string) => statements.find((statement) => statement.startsWith(`CREATE TABLE "${table}"`))!;
    expect(create('activo')).toContain('"id" int NOT NULL IDENTITY(1,1)');
    expect(create('activo')).toContain('"descripcion" nvarchar(500) NOT NULL');
    expect(create('activo')).toContain('"total" decimal(18,2) NOT NULL');
    expect(create('activo')).toContain('"tipoCambio" decimal(18,3)');
    expect(create('activo')).toMatch(/"activoBool" bit NOT NULL CONSTRAINT "\w+" DEFAULT 1/);
    expect(create('cliente')).toMatch(/"tieneContrato" bit NOT NULL CONSTRAINT "\w+" DEFAULT 0/);
    expect(create('activo')).toMatch(/"createdAt" datetime2 NOT NULL CONSTRAINT "\w+" DEFAULT sysutcdatetime\(\)/);
    expect(create('notificacion')).toContain('"cuerpo" nvarchar(MAX) NOT NULL');
  });

  it('agrees with the entities as SQL Server reads them: every column, its type, length, precision and nullability', () => {
    const driver = recorder.dataSource.driver;
    const entityTables = recorder.dataSource.entityMetadatas.filter((metadata) => metadata.tableType === 'regular');
    expect(entityTables.map((metadata) => metadata.tableName).sort()).toEqual(run.tables.map((table) => table.name).sort());
    for (const metadata of entityTables) {
      const table = run.tables.find((candidate) => candidate.name === metadata.tableName)!;
      expect(metadata.columns.map((column) => column.databaseName).sort()).toEqual(table.columns.map((column) => column.name).sort());
      for (const column of metadata.columns) {
        const migrated = table.findColumnByName(column.databaseName)!;
        const type = driver.normalizeType(column);
        const length = type === 'nvarchar' ? String(column.length || driver.getColumnLength(column)) : '';
        expect([`${table.name}.${column.databaseName}`, type, length, column.isNullable, type === 'decimal' ? `${column.precision},${column.scale}` : '']).toEqual([
          `${table.name}.${migrated.name}`,
          migrated.type,
          migrated.type === 'nvarchar' ? String(migrated.length) : '',
          migrated.isNullable,
          migrated.type === 'decimal' ? `${migrated.precision},${migrated.scale}` : '',
        ]);
      }
    }
  });
});

describe('queries on SQL Server', () => {
  const spec: ListResourceSpec = {
    resource: 'activos',
    sortable: { id: 'a.id', codigo: 'a.codigo' },
    filterable: {
      estado: { column: 'a.estado', type: 'string' },
      marca: { column: 'a.marca', type: 'string', match: 'contains' },
      descripcion: { column: 'a.descripcionBusqueda', type: 'string', match: 'normalized' },
      areaId: { column: 'a.areaId', type: 'number' },
    },
    searchColumns: ['a.busqueda'],
    defaultSort: { field: 'codigo', order: 'ASC' },
    defaultDialect: 'simple-rest',
  };
  const query = { range: '[20,29]', sort: '["codigo","DESC"]', filter: '{"q":"cámara","estado":"Activo","marca":"50%","areaId":[1,2]}' };
  const activos = () => recorder.dataSource.getRepository('Activo').createQueryBuilder('a');

  it('pages a list with OFFSET … FETCH after its ORDER BY, filters with LIKE … ESCAPE and binds @-parameters', () => {
    const [sql, parameters] = applyListQuery(activos(), parseListQuery(query, spec)).getQueryAndParameters();
    expect(sql).toMatch(/ORDER BY "a"\."codigo" DESC, "a"\."id" DESC OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY$/);
    expect(sql).toContain(`LOWER("a"."marca") LIKE @1 ESCAPE '\\'`);
    expect(sql).toContain(`"a"."busqueda" LIKE @4 ESCAPE '\\'`);
    expect(sql).not.toMatch(/\b(LIMIT|ILIKE)\b/i);
    expect(parameters).toEqual(['Activo', '%50\\%%', 1, 2, '%camara%']);
    const [first] = applyListQuery(activos(), parseListQuery({ range: '[0,24]' }, spec)).getQueryAndParameters();
    expect(first).toMatch(/ORDER BY .* OFFSET 0 ROWS FETCH NEXT 25 ROWS ONLY$/);
  });

  it('pages a joined list over distinct ids with OFFSET … FETCH, and counts with COUNT(DISTINCT)', async () => {
    recorder.take();
    await applyListQuery(activos().leftJoinAndSelect('a.area', 'ar'), parseListQuery(query, spec)).getManyAndCount();
    const [page, count] = recorder.take().map((statement) => statement.sql);
    expect(page).toMatch(/^SELECT DISTINCT .* OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY$/);
    expect(count).toMatch(/^SELECT COUNT\(DISTINCT\("a"\."id"\)\) AS "cnt"/);
    for (const sql of [page, count]) expect(sql).not.toMatch(/\b(LIMIT|ILIKE)\b/i);
  });

  it('claims due notices with TOP and READPAST, never LIMIT', () => {
    const driver = recorder.dataSource.driver;
    const [sql] = driver.escapeQueryWithParameters(
      sentenciaDeReclamo('mssql', (name) => driver.escape(name)),
      { reclamo: 'r', ahora: new Date(), enviando: 'enviando', reclamables: ['pendiente', 'fallida'], maxIntentos: 5 },
      {},
    );
    expect(sql).toMatch(/^WITH lote AS \(SELECT TOP \(50\) \* FROM "notificacion" WITH \(UPDLOCK, READPAST, ROWLOCK\) WHERE .* IN \(@\d+, @\d+\)/);
    expect(sql).not.toMatch(/\bLIMIT\b/);
  });

  it("aggregates each movement's asset ids with STRING_AGG … WITHIN GROUP, one statement per 2,098 movements", async () => {
    recorder.take();
    const movimientos = Array.from({ length: SQL_SERVER_PARAMETERS + 1 }, (_, i) => i + 1);
    await groupedIds(recorder.dataSource.manager, 'MovimientoActivo', { group: 'movimientoId', value: 'activoId', order: 'id' }, movimientos);
    const statements = recorder.take();
    expect(statements.map((statement) => statement.parameters)).toEqual([movimientos.slice(0, -1), movimientos.slice(-1)]);
    expect(statements[1].sql).toBe(
      'SELECT t."movimientoId" AS "groupId", \'[\' + STRING_AGG(CAST(t."activoId" AS varchar(max)), \',\') WITHIN GROUP (ORDER BY t."id") + \']\' AS "ids" ' +
        'FROM "movimiento_activo" t WHERE t."movimientoId" IN (@0) GROUP BY t."movimientoId"',
    );
  });

  it('bulk-inserts with OUTPUT INSERTED INTO a table variable (a table with triggers refuses it without INTO) and one @-parameter per value', async () => {
    recorder.take();
    const rows = [
      { companiaId: 1, calle: 'Av. Arequipa 123', ciudad: 'Lima', distrito: 'Miraflores', provincia: 'Lima', departamento: 'Lima' },
      { companiaId: 1, calle: 'Jr. Puno 45', ciudad: 'Cusco', distrito: 'Cusco', provincia: 'Cusco', departamento: 'Cusco' },
    ];
    await bulkInsert(recorder.dataSource.manager, 'Direccion', rows);
    const [{ sql, parameters }] = recorder.take();
    expect(sql).toBe(
      'DECLARE @insertados TABLE ("id" int); INSERT INTO "direccion" ("companiaId", "calle", "ciudad", "distrito", "provincia", "departamento") ' +
        'OUTPUT INSERTED."id" INTO @insertados VALUES (@0, @1, @2, @3, @4, @5), (@6, @7, @8, @9, @10, @11); SELECT "id" FROM @insertados',
    );
    expect(parameters).toEqual(rows.flatMap(Object.values));
  });

  it('sizes import chunks under the 2,100 parameters of one SQL Server statement, whatever the row fills', async () => {
    expect(sqlTypesOf('mssql').maxParameters).toBe(SQL_SERVER_PARAMETERS);
    const { activoImportDefinition } = await import('../activo/importacion/activo-import');
    const { clienteImportDefinition } = await import('../cliente/importacion/cliente-import');
    const { direccionImportDefinition } = await import('../direccion/importacion/direccion-import');
    const reserva = {} as Parameters<typeof activoImportDefinition>[2];
    const definitions: Array<[string, ImportDefinition<unknown>]> = [
      ['Activo', activoImportDefinition(1, new Set(), reserva, async () => null, 'incluido', () => ({ errores: [], advertencias: [] }), []) as ImportDefinition<unknown>],
      ['Cliente', clienteImportDefinition({ companiaId: 1, rucs: new Set(), dnis: new Set(), direcciones: new Map() }) as ImportDefinition<unknown>],
      ['Direccion', direccionImportDefinition(1) as ImportDefinition<unknown>],
    ];
    for (const [entity, definition] of definitions) {
      const metadata = recorder.dataSource.getMetadata(entity);
      recorder.take();
      await bulkInsert(recorder.dataSource.manager, entity, [fullRow(metadata)]);
      const perRow = recorder.take()[0].parameters.length;
      // excel-import.ts: chunks of maxParameters × 0.95 / parametersPerRow rows.
      const rowsPerChunk = Math.floor((sqlTypesOf('mssql').maxParameters * 0.95) / definition.parametersPerRow);
      expect([entity, perRow <= definition.parametersPerRow, rowsPerChunk * perRow <= SQL_SERVER_PARAMETERS]).toEqual([entity, true, true]);
    }
  });
  it('advances the code counter and answers its number in one UPDATE … OUTPUT INSERTED, and asks for a taken code with @-parameters', async () => {
    recorder.take();
    // The recorder answers no rows: the counter looks missing, after its statement went out. A transaction's manager
    // (its query runner), never connected.
    await expect(siguienteCodigo(recorder.dataSource.createQueryRunner().manager, 7)).rejects.toThrow('no tiene contador de códigos');
    const actualizacion = recorder.take().find((statement) => statement.sql.startsWith('UPDATE'))!;
    expect(actualizacion).toEqual({
      sql: 'UPDATE "activo_secuencia" SET ultimo = ultimo + 1, "updatedAt" = CURRENT_TIMESTAMP OUTPUT INSERTED.ultimo WHERE "companiaId" = @0',
      parameters: [7],
    });
    await codigoOcupado(recorder.dataSource.manager, 7, 'ACT-000001', 3);
    const [{ sql, parameters }] = recorder.take();
    expect(sql).toMatch(/^SELECT "a"\."id" AS "id" FROM "activo" "a" WHERE "a"\."companiaId" = @0 AND "a"\."codigo" = @1 AND "a"\."id" <> @2$/);
    expect(parameters).toEqual([7, 'ACT-000001', 3]);
  });
});
