import { Module } from '@nestjs/common';
import { ActivosModule } from '../activos/activos.module';
import { CompaniaModule } from '../compania/compania.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { AsignacionService } from './asignacion/asignacion.service';
import { ReportesController } from './reportes.controller';
import { ReportesService } from './reportes.service';

@Module({
  imports: [ActivosModule, CompaniaModule, UsuarioModule],
  controllers: [ReportesController],
  providers: [ReportesService, AsignacionService],
})
export class ReportesModule {}
