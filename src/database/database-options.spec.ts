import { availableParallelism } from 'node:os';
import { validateEnvironment } from '../config/environment';
import { databaseOptions, defaultPoolSize } from './database-options';

describe('databaseOptions', () => {
  it('gives a server database twice the cores plus one connections unless DB_POOL_SIZE says', () => {
    expect(defaultPoolSize()).toBe(2 * availableParallelism() + 1);
    expect(databaseOptions(validateEnvironment({ DB_TYPE: 'postgres' }))).toMatchObject({ type: 'postgres', poolSize: defaultPoolSize() });
    expect(databaseOptions(validateEnvironment({ DB_TYPE: 'postgres', DB_POOL_SIZE: '12' }))).toMatchObject({ poolSize: 12 });
    expect(databaseOptions(validateEnvironment({ DB_TYPE: 'mssql', DB_POOL_SIZE: '7' }))).toMatchObject({ type: 'mssql', pool: { max: 7 } });
    expect(databaseOptions(validateEnvironment({ DB_TYPE: 'mssql' }))).toMatchObject({ pool: { max: defaultPoolSize() } });
  });
});
