import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivoModule } from '../activo/activo.module';
import { AreaModule } from '../area/area.module';
import { CompaniaModule } from '../compania/compania.module';
import { DireccionModule } from '../direccion/direccion.module';
import { MovimientoModule } from '../movimiento/movimiento.module';
import { InventarioActivo } from './inventario-activo.entity';
import { InventarioLectura } from './inventario-lectura.entity';
import { Inventario } from './inventario.entity';
import { InventarioService } from './inventario.service';
import { InventariosController } from './inventarios.controller';
import { LecturaService } from './lectura.service';
import { TrasladoYCierreService } from './traslado-y-cierre.service';

/** Physical inventory: count campaigns, their readings and their reconciliation with the books. */
@Module({
  imports: [TypeOrmModule.forFeature([Inventario, InventarioLectura, InventarioActivo]), ActivoModule, AreaModule, CompaniaModule, DireccionModule, MovimientoModule],
  controllers: [InventariosController],
  providers: [InventarioService, LecturaService, TrasladoYCierreService],
})
export class InventarioModule {}
