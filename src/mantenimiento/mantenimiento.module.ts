import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivoModule } from '../activo/activo.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { MantenimientoUsuario } from './mantenimiento-usuario.entity';
import { MantenimientoController } from './mantenimiento.controller';
import { Mantenimiento } from './mantenimiento.entity';
import { MantenimientoService } from './mantenimiento.service';
import { Notificacion } from './notificacion/notificacion.entity';
import { NotificacionService } from './notificacion/notificacion.service';

/** Maintenances, their assigned users, and the notices the scheduler sends them (notificacion/). */
@Module({
  imports: [TypeOrmModule.forFeature([Mantenimiento, MantenimientoUsuario, Notificacion]), ActivoModule, UsuarioModule],
  controllers: [MantenimientoController],
  providers: [MantenimientoService, NotificacionService],
  exports: [MantenimientoService],
})
export class MantenimientoModule {}
