import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivosModule } from '../activos/activos.module';
import { NotificacionesModule } from '../notificaciones/notificaciones.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { MantenimientoUsuario } from './mantenimiento-usuario.entity';
import { MantenimientoController } from './mantenimiento.controller';
import { Mantenimiento } from './mantenimiento.entity';
import { MantenimientoService } from './mantenimiento.service';

@Module({
  imports: [TypeOrmModule.forFeature([Mantenimiento, MantenimientoUsuario]), ActivosModule, UsuarioModule, NotificacionesModule],
  controllers: [MantenimientoController],
  providers: [MantenimientoService],
  exports: [MantenimientoService],
})
export class MantenimientoModule {}
