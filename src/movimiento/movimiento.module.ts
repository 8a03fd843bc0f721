import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivoModule } from '../activo/activo.module';
import { DireccionModule } from '../direccion/direccion.module';
import { CompaniaModule } from '../compania/compania.module';
import { GuiaMovimiento } from './guia-movimiento.entity';
import { MovimientoActivo } from './movimiento-activo.entity';
import { MovimientoController } from './movimiento.controller';
import { Movimiento } from './movimiento.entity';
import { MovimientoService } from './movimiento.service';

@Module({
  imports: [TypeOrmModule.forFeature([Movimiento, MovimientoActivo, GuiaMovimiento]), ActivoModule, CompaniaModule, DireccionModule],
  controllers: [MovimientoController],
  providers: [MovimientoService],
  exports: [MovimientoService],
})
export class MovimientoModule {}
