// Entry point of the TypeORM CLI (npm run migration:run / migration:revert / migration:generate).
import 'dotenv/config';
import { validateEnvironment } from '../config/environment';
import { databaseOptions, ENTITY_FILES } from './database-options';
import { PortableDataSource } from './portable-data-source';

export default new PortableDataSource({
  ...databaseOptions(validateEnvironment(process.env)),
  entities: ENTITY_FILES,
});
