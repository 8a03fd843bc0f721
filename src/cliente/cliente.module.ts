import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DireccionModule } from '../direccion/direccion.module';
import { ClienteController, DireccionClientesController } from './cliente.controller';
import { Cliente } from './cliente.entity';
import { ClienteService } from './cliente.service';

@Module({
  imports: [TypeOrmModule.forFeature([Cliente]), DireccionModule],
  controllers: [ClienteController, DireccionClientesController],
  providers: [ClienteService],
  exports: [ClienteService],
})
export class ClienteModule {}
