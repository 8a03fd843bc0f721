import { createTestApp, TestApp } from '../utils/test-app';

/**
 * The entities must declare exactly what the migrations create (foreign keys, indexes,
 * defaults, nullability): otherwise `npm run migration:generate` proposes changes to a
 * schema that is already right.
 */
describe('database schema: the migrated schema matches the entities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves TypeORM nothing to change', async () => {
    const { upQueries } = await t.dataSource.driver.createSchemaBuilder().log();
    const drift = upQueries.map((query) => query.query.replace(/\s+/g, ' ').trim());
    expect(drift.length ? `${t.dataSource.options.type} drift:\n${drift.join('\n')}` : 'no drift').toBe('no drift');
  });
});
