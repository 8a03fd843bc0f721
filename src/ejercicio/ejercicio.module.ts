import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CierreEjercicio, CierreEjercicioLinea } from './cierre-ejercicio.entity';
import { EjercicioService } from './ejercicio.service';

/** Closed fiscal years: the freeze every change of the asset's books asks about, and the copy of each closed Formato 7.1. */
@Module({
  imports: [TypeOrmModule.forFeature([CierreEjercicio, CierreEjercicioLinea])],
  providers: [EjercicioService],
  exports: [EjercicioService],
})
export class EjercicioModule {}
