import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivoModule } from '../activo/activo.module';
import { NotificacionModule } from '../notificacion/notificacion.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { MantenimientoUsuario } from './mantenimiento-usuario.entity';
import { MantenimientoController } from './mantenimiento.controller';
import { Mantenimiento } from './mantenimiento.entity';
import { MantenimientoService } from './mantenimiento.service';

@Module({
  imports: [TypeOrmModule.forFeature([Mantenimiento, MantenimientoUsuario]), ActivoModule, UsuarioModule, NotificacionModule],
  controllers: [MantenimientoController],
  providers: [MantenimientoService],
  exports: [MantenimientoService],
})
export class MantenimientoModule {}
