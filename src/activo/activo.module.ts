import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AreaModule } from '../area/area.module';
import { StorageModule } from '../common/storage/storage.module';
import { CompaniaModule } from '../compania/compania.module';
import { DireccionModule } from '../direccion/direccion.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { ActivoCifrasService } from './activo-cifras.service';
import { ActivoUbicacionesService } from './ubicacion/activo-ubicaciones.service';
import { ActivoConteo } from './activo-conteo.entity';
import { ActivoSecuencia } from './activo-secuencia.entity';
import { ActivoUbicacion } from './activo-ubicacion.entity';
import { Activo } from './activo.entity';
import { ActivosController } from './activos.controller';
import { ActivoService } from './activo.service';
import { DepreciacionService } from './depreciacion/depreciacion.service';
import { EjercicioModule } from '../ejercicio/ejercicio.module';
import { ActivoBaja } from './baja/activo-baja.entity';
import { BajaService } from './baja/baja.service';
import { BajasController } from './baja/bajas.controller';
import { ActivoMejora } from './mejora/activo-mejora.entity';
import { MejoraService } from './mejora/mejora.service';
import { MejorasController } from './mejora/mejoras.controller';
import { ImagenSubida } from './imagen-subida.entity';
import { ImagenesService } from './imagenes.service';
import { ReferenciasDeActivo } from './referencias-de-activo';
import { EtiquetasService } from './etiquetas/etiquetas.service';
import { CampoPersonalizadoModule } from '../campo-personalizado/campo-personalizado.module';
import { CamposDelActivo } from './campos-del-activo';
import { CuotaDeSubidas } from './cuota-de-subidas';
import { DocumentoDeActivo } from './documento/documento-de-activo.entity';
import { DocumentoService } from './documento/documento.service';
import { DocumentosController, VencimientosController } from './documento/documentos.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([Activo, ActivoUbicacion, ActivoSecuencia, ActivoConteo, ImagenSubida, ActivoMejora, ActivoBaja, DocumentoDeActivo]),
    EjercicioModule,
    CampoPersonalizadoModule,
    AreaModule,
    CompaniaModule,
    DireccionModule,
    StorageModule,
    UsuarioModule,
  ],
  controllers: [ActivosController, BajasController, MejorasController, DocumentosController, VencimientosController],
  providers: [
    ActivoService,
    ActivoCifrasService,
    ActivoUbicacionesService,
    DepreciacionService,
    ImagenesService,
    ReferenciasDeActivo,
    BajaService,
    MejoraService,
    EtiquetasService,
    CamposDelActivo,
    CuotaDeSubidas,
    DocumentoService,
  ],
  exports: [CamposDelActivo, ActivoService, ActivoCifrasService, ActivoUbicacionesService, DepreciacionService, ReferenciasDeActivo, BajaService, MejoraService, CuotaDeSubidas, DocumentoService],
})
export class ActivoModule {}
