// Entry point of the TypeORM CLI (npm run migration:run / migration:revert / migration:generate).
import 'dotenv/config';
import { DataSource } from 'typeorm';
import { validateEnvironment } from '../config/environment';
import { databaseOptions, ENTITY_FILES } from './database-options';

export default new DataSource({
  ...databaseOptions(validateEnvironment(process.env)),
  entities: ENTITY_FILES,
});
