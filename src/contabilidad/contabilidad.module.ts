import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivoModule } from '../activo/activo.module';
import { AreaModule } from '../area/area.module';
import { EjercicioModule } from '../ejercicio/ejercicio.module';
import { AsientoCerrado } from './asiento-cerrado.entity';
import { AsientosService } from './asientos.service';
import { ContabilidadConfiguracion } from './contabilidad-configuracion.entity';
import { ContabilidadController } from './contabilidad.controller';
import { ContabilidadService } from './contabilidad.service';
import { CuentaDeCategoria } from './cuenta-de-categoria.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ContabilidadConfiguracion, CuentaDeCategoria, AsientoCerrado]), ActivoModule, AreaModule, EjercicioModule],
  controllers: [ContabilidadController],
  providers: [ContabilidadService, AsientosService],
  exports: [ContabilidadService],
})
export class ContabilidadModule {}
