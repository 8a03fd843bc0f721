import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Notificacion } from './notificacion.entity';
import { NotificacionService } from './notificacion.service';

/** Maintenance notices and their scheduler; the maintenance module lists them. */
@Module({
  imports: [TypeOrmModule.forFeature([Notificacion])],
  providers: [NotificacionService],
  exports: [NotificacionService],
})
export class NotificacionModule {}
