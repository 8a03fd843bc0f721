import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsuarioModule } from '../usuario/usuario.module';
import { ClaveApiController } from './clave-api.controller';
import { ClaveApi } from './clave-api.entity';
import { ClaveApiService } from './clave-api.service';

@Module({
  imports: [TypeOrmModule.forFeature([ClaveApi]), UsuarioModule],
  controllers: [ClaveApiController],
  providers: [ClaveApiService],
  exports: [ClaveApiService],
})
export class ClaveApiModule {}
