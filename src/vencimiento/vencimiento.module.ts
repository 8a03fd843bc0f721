import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivoModule } from '../activo/activo.module';
import { CustodioModule } from '../custodio/custodio.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { AvisoDeVencimiento } from './aviso-de-vencimiento.entity';
import { AvisoDeVencimientoService } from './aviso-de-vencimiento.service';
import { AvisosEnviadosController, AvisosEnviadosService } from './avisos-enviados';

/** The e-mail notices of the assets' due dates (docs/documentos.md): the documents are ActivoModule's, the custodians CustodioModule's. */
@Module({
  imports: [TypeOrmModule.forFeature([AvisoDeVencimiento]), ActivoModule, CustodioModule, UsuarioModule],
  controllers: [AvisosEnviadosController],
  providers: [AvisoDeVencimientoService, AvisosEnviadosService],
})
export class VencimientoModule {}
