import { Module } from '@nestjs/common';
import { ActivosModule } from '../activos/activos.module';
import { AreaModule } from '../area/area.module';
import { DireccionModule } from '../direccion/direccion.module';
import { MantenimientoModule } from '../mantenimiento/mantenimiento.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [ActivosModule, AreaModule, DireccionModule, MantenimientoModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
