import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniaModule } from '../compania/compania.module';
import { SesionModule } from './sesion/sesion.module';
import { FirstRunService } from './first-run.service';
import { UsuarioSesionesController } from './usuario-sesiones.controller';
import { UsuarioController } from './usuario.controller';
import { Usuario } from './usuario.entity';
import { UsuarioService } from './usuario.service';

@Module({
  imports: [TypeOrmModule.forFeature([Usuario]), CompaniaModule, SesionModule],
  controllers: [UsuarioController, UsuarioSesionesController],
  // The first Maestro user and its company, on an empty database.
  providers: [UsuarioService, FirstRunService],
  exports: [UsuarioService],
})
export class UsuarioModule {}
