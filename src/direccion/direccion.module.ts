import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DireccionController } from './direccion.controller';
import { Direccion } from './direccion.entity';
import { DireccionService } from './direccion.service';
import { UbigeoController } from './ubigeo/ubigeo.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Direccion])],
  controllers: [DireccionController, UbigeoController],
  providers: [DireccionService],
  exports: [DireccionService],
})
export class DireccionModule {}
