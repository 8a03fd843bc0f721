import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampoPersonalizado } from './campo-personalizado.entity';
import { CampoPersonalizadoService } from './campo-personalizado.service';
import { CamposPersonalizadosController } from './campos-personalizados.controller';

/** The fields each company defines for its assets (docs/campos-personalizados.md); the asset keeps their values. */
@Module({
  imports: [TypeOrmModule.forFeature([CampoPersonalizado])],
  controllers: [CamposPersonalizadosController],
  providers: [CampoPersonalizadoService],
  exports: [CampoPersonalizadoService],
})
export class CampoPersonalizadoModule {}
