import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PortableDataSource } from './portable-data-source';
import { RegistroDeCompania } from './registro-de-compania';

// Tables keyed by company that are not company rows: counters whose key is the company,
// a login that records the company it began in, and the audit trail (which outlives rows).
const NO_SON_REGISTROS = ['activo_secuencia', 'activo_conteo', 'sesion', 'audit_log'];

const esRegistro = (target: unknown) => typeof target === 'function' && target.prototype instanceof RegistroDeCompania;

describe('company rows', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = new PortableDataSource({ type: 'better-sqlite3', database: ':memory:', entities: [join(__dirname, '..', '**', '*.entity.ts')] });
    await dataSource.initialize();
  });

  afterAll(() => dataSource.destroy());

  const companyTables = () => dataSource.entityMetadatas.filter((m) => m.findColumnWithPropertyName('companiaId'));

  it('every business table with a companiaId extends RegistroDeCompania', () => {
    const sueltas = companyTables()
      .filter((m) => !NO_SON_REGISTROS.includes(m.tableName))
      .filter((m) => !(esRegistro(m.target)))
      .map((m) => m.tableName);
    expect(sueltas).toEqual([]);
  });

  it('every company row has an index led by companiaId, so its company reads never scan the table', () => {
    const sinIndice = companyTables()
      .filter((m) => esRegistro(m.target))
      .filter((m) => !m.indices.some((index) => index.columns[0]?.propertyName === 'companiaId'))
      .map((m) => m.tableName);
    expect(sinIndice).toEqual([]);
  });
});
