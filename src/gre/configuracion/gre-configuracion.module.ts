import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniaModule } from '../../compania/compania.module';
import { SecretosModule } from '../../secretos/secretos.module';
import { SunatModule } from '../sunat/sunat.module';
import { GreConfiguracionController } from './gre-configuracion.controller';
import { GreConfiguracion } from './gre-configuracion.entity';
import { GreConfiguracionService } from './gre-configuracion.service';

@Module({
  imports: [TypeOrmModule.forFeature([GreConfiguracion]), CompaniaModule, SecretosModule, SunatModule],
  controllers: [GreConfiguracionController],
  providers: [GreConfiguracionService],
  exports: [GreConfiguracionService],
})
export class GreConfiguracionModule {}
