// Entry point of the TypeORM CLI (npm run migration:run / migration:revert / migration:generate).
import 'dotenv/config';
import { join } from 'node:path';
import { validateEnvironment } from '../config/environment';
import { databaseOptions } from './database-options';
import { PortableDataSource } from './portable-data-source';

export default new PortableDataSource({
  ...databaseOptions(validateEnvironment(process.env)),
  entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
});
