import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Numeracion } from './numeracion.entity';
import { NumeracionService } from './numeracion.service';

/** Owns the document series' counters (numeracion); modules that number documents call NumeracionService. */
@Module({
  imports: [TypeOrmModule.forFeature([Numeracion])],
  providers: [NumeracionService],
  exports: [NumeracionService],
})
export class NumeracionModule {}
