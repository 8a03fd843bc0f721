import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniaModule } from '../compania/compania.module';
import { AreaController } from './area.controller';
import { Area } from './area.entity';
import { AreaService } from './area.service';

@Module({
  imports: [TypeOrmModule.forFeature([Area]), CompaniaModule],
  controllers: [AreaController],
  providers: [AreaService],
  exports: [AreaService],
})
export class AreaModule {}
