import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniaModule } from '../compania/compania.module';
import { SesionModule } from './sesion/sesion.module';
import { FirstRunService } from './first-run.service';
import { EnlaceInscripcion } from './inscripcion/enlace-inscripcion.entity';
import { EnlaceInscripcionService } from './inscripcion/enlace-inscripcion.service';
import { UsuarioDosFactoresController } from './usuario-dos-factores.controller';
import { UsuarioSesionesController } from './usuario-sesiones.controller';
import { UsuarioController } from './usuario.controller';
import { Usuario } from './usuario.entity';
import { UsuarioService } from './usuario.service';

@Module({
  imports: [TypeOrmModule.forFeature([Usuario, EnlaceInscripcion]), CompaniaModule, SesionModule],
  controllers: [UsuarioController, UsuarioSesionesController, UsuarioDosFactoresController],
  // The first Maestro user and its company, on an empty database.
  providers: [UsuarioService, EnlaceInscripcionService, FirstRunService],
  exports: [UsuarioService, EnlaceInscripcionService],
})
export class UsuarioModule {}
