import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClaveApiController } from './clave-api.controller';
import { ClaveApi } from './clave-api.entity';
import { ClaveApiService } from './clave-api.service';

@Module({
  imports: [TypeOrmModule.forFeature([ClaveApi])],
  controllers: [ClaveApiController],
  providers: [ClaveApiService],
  exports: [ClaveApiService],
})
export class ClaveApiModule {}
