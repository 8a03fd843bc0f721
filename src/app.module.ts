import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ActivoModule } from './activo/activo.module';
import { AreaModule } from './area/area.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ClienteModule } from './cliente/cliente.module';
import { ContabilidadModule } from './contabilidad/contabilidad.module';
import { CustodioModule } from './custodio/custodio.module';
import { VencimientoModule } from './vencimiento/vencimiento.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { HeavyWorkLifecycle } from './common/worker/heavy-work.lifecycle';
import { environmentConfig } from './config/environment.config';
import { DatabaseModule } from './database/database.module';
import { CompaniaModule } from './compania/compania.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DireccionModule } from './direccion/direccion.module';
import { TransporteModule } from './gre/transporte/transporte.module';
import { GreConfiguracionModule } from './gre/configuracion/gre-configuracion.module';
import { GreEmisionModule } from './gre/emision/gre-emision.module';
import { HealthModule } from './health/health.module';
import { InventarioModule } from './inventario/inventario.module';
import { MantenimientoModule } from './mantenimiento/mantenimiento.module';
import { MovimientoModule } from './movimiento/movimiento.module';
import { NumeracionModule } from './numeracion/numeracion.module';
import { ReporteModule } from './reporte/reporte.module';
import { UsuarioModule } from './usuario/usuario.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, load: [environmentConfig], cache: true }),
    ScheduleModule.forRoot(),
    DatabaseModule,
    // Before AuthModule: the audit guard must see every request before a guard refuses it.
    AuditModule,
    AuthModule,
    CompaniaModule,
    UsuarioModule,
    AreaModule,
    DireccionModule,
    ClienteModule,
    ActivoModule,
    ContabilidadModule,
    MovimientoModule,
    NumeracionModule,
    CustodioModule,
    VencimientoModule,
    TransporteModule,
    InventarioModule,
    MantenimientoModule,
    ReporteModule,
    DashboardModule,
    GreConfiguracionModule,
    GreEmisionModule,
    HealthModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }, HeavyWorkLifecycle],
})
export class AppModule {}
