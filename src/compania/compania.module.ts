import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EjercicioModule } from '../ejercicio/ejercicio.module';
import { CompaniaController } from './compania.controller';
import { Compania } from './compania.entity';
import { CompaniaService } from './compania.service';

@Module({
  imports: [TypeOrmModule.forFeature([Compania]), EjercicioModule],
  controllers: [CompaniaController],
  providers: [CompaniaService],
  exports: [CompaniaService],
})
export class CompaniaModule {}
