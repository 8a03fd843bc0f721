import { Module } from '@nestjs/common';
import { ActivoModule } from '../activo/activo.module';
import { AreaModule } from '../area/area.module';
import { DireccionModule } from '../direccion/direccion.module';
import { MantenimientoModule } from '../mantenimiento/mantenimiento.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [ActivoModule, AreaModule, DireccionModule, MantenimientoModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
