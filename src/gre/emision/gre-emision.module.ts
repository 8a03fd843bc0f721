import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClienteModule } from '../../cliente/cliente.module';
import { DireccionModule } from '../../direccion/direccion.module';
import { MovimientoModule } from '../../movimiento/movimiento.module';
import { NumeracionModule } from '../../numeracion/numeracion.module';
import { SunatModule } from '../sunat/sunat.module';
import { GreConfiguracionModule } from '../configuracion/gre-configuracion.module';
import { TransporteModule } from '../transporte/transporte.module';
import { GreEmisionController } from './gre-emision.controller';
import { GreEmisionService } from './gre-emision.service';
import { GreSeguimientoService } from './gre-seguimiento.service';
import { GuiaElectronica } from './guia-electronica.entity';

/** Owns `guia_electronica`: the electronic transport guides of the movements and SUNAT's answers (docs/gre-emision.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([GuiaElectronica]),
    MovimientoModule,
    DireccionModule,
    ClienteModule,
    NumeracionModule,
    GreConfiguracionModule,
    TransporteModule,
    SunatModule,
  ],
  controllers: [GreEmisionController],
  providers: [GreEmisionService, GreSeguimientoService],
})
export class GreEmisionModule {}
