import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivoModule } from '../activo/activo.module';
import { AreaModule } from '../area/area.module';
import { StorageModule } from '../common/storage/storage.module';
import { CompaniaModule } from '../compania/compania.module';
import { NumeracionModule } from '../numeracion/numeracion.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { ActaConfiguracion } from './acta/acta-configuracion.entity';
import { ActaConfiguracionController } from './acta/acta-configuracion.controller';
import { ActaConfiguracionService } from './acta/acta-configuracion.service';
import { ActaCustodiaActivo } from './acta/acta-custodia-activo.entity';
import { ActaCustodia } from './acta/acta-custodia.entity';
import { ActaFirmaService } from './acta/acta-firma.service';
import { ActaService } from './acta/acta.service';
import { ActasDevolucionController, ActasEntregaController } from './acta/actas.controller';
import { CustodiaDeActivoController } from './acta/custodia-de-activo.controller';
import { Custodia } from './acta/custodia.entity';
import { CustodiaService } from './acta/custodia.service';
import { Custodio } from './custodio.entity';
import { CustodioService } from './custodio.service';
import { CustodiosController } from './custodios.controller';

/** Custodians and the hand-over and return actas of the assets they hold (docs/custodios.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([Custodio, ActaCustodia, ActaCustodiaActivo, Custodia, ActaConfiguracion]),
    ActivoModule,
    AreaModule,
    CompaniaModule,
    NumeracionModule,
    StorageModule,
    UsuarioModule,
  ],
  controllers: [CustodiosController, ActasEntregaController, ActasDevolucionController, CustodiaDeActivoController, ActaConfiguracionController],
  providers: [CustodioService, CustodiaService, ActaService, ActaFirmaService, ActaConfiguracionService],
  exports: [CustodiaService],
})
export class CustodioModule {}
