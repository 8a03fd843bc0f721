import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Conductor } from './conductor.entity';
import { ConductorService } from './conductor.service';
import { ConductoresController } from './conductores.controller';
import { TransporteService } from './transporte.service';
import { Vehiculo } from './vehiculo.entity';
import { VehiculoService } from './vehiculo.service';
import { VehiculosController } from './vehiculos.controller';

/** Drivers and vehicles of the electronic transport guide, remembered per company (docs/gre-transporte.md). */
@Module({
  imports: [TypeOrmModule.forFeature([Conductor, Vehiculo])],
  controllers: [ConductoresController, VehiculosController],
  providers: [ConductorService, VehiculoService, TransporteService],
  exports: [TransporteService],
})
export class TransporteModule {}
