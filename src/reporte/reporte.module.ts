import { Module } from '@nestjs/common';
import { ActivoModule } from '../activo/activo.module';
import { CompaniaModule } from '../compania/compania.module';
import { ContabilidadModule } from '../contabilidad/contabilidad.module';
import { EjercicioModule } from '../ejercicio/ejercicio.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { AsignacionService } from './asignacion/asignacion.service';
import { ReportesController } from './reportes.controller';
import { ReporteService } from './reporte.service';

@Module({
  imports: [ActivoModule, CompaniaModule, ContabilidadModule, EjercicioModule, UsuarioModule],
  controllers: [ReportesController],
  providers: [ReporteService, AsignacionService],
})
export class ReporteModule {}
