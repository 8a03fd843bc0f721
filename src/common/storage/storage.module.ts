import { Module } from '@nestjs/common';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

/** Binds FileStorage to the store in use: files under UPLOAD_DIR. */
@Module({
  providers: [{ provide: FileStorage, inject: [environmentConfig.KEY], useFactory: (env: EnvironmentConfig) => new LocalFileStorage(env.UPLOAD_DIR) }],
  exports: [FileStorage],
})
export class StorageModule {}
