// Entry point of the TypeORM CLI (npm run migration:run / migration:revert / migration:generate).
import 'dotenv/config';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { validateEnvironment } from '../config/environment';
import { databaseOptions } from './database-options';

export default new DataSource({
  ...databaseOptions(validateEnvironment(process.env)),
  entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
});
