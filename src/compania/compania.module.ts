import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniaController } from './compania.controller';
import { Compania } from './compania.entity';
import { CompaniaService } from './compania.service';

@Module({
  imports: [TypeOrmModule.forFeature([Compania])],
  controllers: [CompaniaController],
  providers: [CompaniaService],
  exports: [CompaniaService],
})
export class CompaniaModule {}
