import type { ActivoRespuesta } from '../activo-respuesta';
import type { EstadisticasActivos } from '../activo-cifras.service';
import type { FilaDepreciacion } from '../../dominio/depreciacion';
import type { ActivoUbicacion } from '../activo-ubicacion.entity';
import type { CategoriaDepreciacion, ClaveCategoriaDepreciacion } from '../../dominio/tasas-sunat';

/** Un activo como lo muestran todas las respuestas: con el nombre de su usuario y de su área. */
export class ActivoRespuestaDto implements ActivoRespuesta {
  id: number;
  companiaId: number;
  codigo: string;
  tipoActivo: string | null;
  descripcion: string;
  marca: string | null;
  modelo: string | null;
  serie: string | null;
  color: string | null;
  tipoMaterial: string | null;
  /** cm */
  largo: number | null;
  ancho: number | null;
  altura: number | null;
  dimensiones: string | null;
  /** kg */
  peso: number | null;
  consumoEnergia: string | null;
  tipoEquipoCategoria: string | null;
  codigoFamilia: string | null;
  categoria: string | null;
  edificio: string | null;
  piso: string | null;
  direccionId: number | null;
  codLinea: string | null;
  estado: string | null;
  detalleStatus: string | null;
  observaciones: string | null;
  usuarioId: number | null;
  usuarioAnterior: string | null;
  areaId: number | null;
  sede: string | null;
  nroVoucher: string | null;
  categoriaSunat: string | null;
  centroCostos: string | null;
  rucProveedor: string | null;
  proveedor: string | null;
  fechaAdquisicion: Date | null;
  /** First use: depreciation starts in its month (RLIR art. 22 d). */
  fechaInicioUso: Date | null;
  nroFactura: string | null;
  tipoEquipoContable: string | null;
  descripcionContable: string | null;
  cantidad: number;
  precioUndMn: number | null;
  precioUndMe: number | null;
  tipoCambio: number | null;
  importeMn: number;
  precio: number;
  igv: number;
  total: number;
  /** Annual percentage; empty means the maximum of its SUNAT depreciation category. */
  tasaDepreciacion: number | null;
  /** SUNAT depreciation category (GET /api/activos/categorias-depreciacion); null when not classified. */
  categoriaDepreciacion: string | null;
  /** The disposal's date; null while the asset is in the books. */
  fechaBaja: Date | null;
  /** Tax book's accumulated depreciation as at the day before the company's cut-over; null: computed from the rate. */
  depreciacionAcumuladaInicial: number | null;
  /** The same in the financial book. */
  depreciacionAcumuladaInicialFinanciera: number | null;
  /** Financial book: useful life in months; null: the one the rate implies. */
  vidaUtilMeses: number | null;
  /** Financial book: residual value; null: 0. */
  valorResidual: number | null;
  anioFabricacion: number | null;
  fechaInventario: Date | null;
  imagen: string | null;
  activoBool: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Campos definidos por la compañía (docs/campos-personalizados.md): clave → valor (texto, número, fecha AAAA-MM-DD, opción o sí/no). */
  camposPersonalizados: CamposPersonalizadosDto;
  usuario: ActivoRespuestaUsuarioDto | null;
  area: ActivoRespuestaAreaDto | null;
  /** Quién lo tiene a su cargo hoy (docs/custodios.md); null: nadie. */
  custodio: ActivoRespuestaCustodioDto | null;
  fechaCreacion: Date;
  fechaModificacion: Date;
  /** The image's 160 px WebP thumbnail (lists, selector, catalogue PDF); null without an uploaded image. */
  imagenMiniatura: string | null;
}

export class ActivoRespuestaCustodioDto {
  id: number;
  nombres: string;
  apellidos: string;
}

/** Valores de los campos personalizados, por clave. */
export class CamposPersonalizadosDto {
  [clave: string]: string | number | boolean;
}

export class ActivoRespuestaAreaDto {
  nombre: string;
}

export class ActivoRespuestaUsuarioDto {
  nombre: string;
  apellido: string | null;
}

/** Totales de la compañía; importes en S/. */
export class EstadisticasActivosDto implements EstadisticasActivos {
  totalActivos: number;
  /** Sum of total (with IGV), S/. */
  valorTotal: number;
  /** Sum of precio (without IGV), S/. */
  valorSinIgv: number;
  igvTotal: number;
  porEstado: EstadisticasActivosPorEstadoDto[];
  porArea: EstadisticasActivosPorAreaDto[];
  porCategoria: EstadisticasActivosPorCategoriaDto[];
}

export class EstadisticasActivosPorCategoriaDto {
  categoria: string;
  cantidad: number;
  valorTotal: number;
}

export class EstadisticasActivosPorAreaDto {
  areaId: number | null;
  area: string;
  cantidad: number;
  valorTotal: number;
}

export class EstadisticasActivosPorEstadoDto {
  estado: string;
  cantidad: number;
  valorTotal: number;
}

/** Un mes del cuadro de depreciación de un activo. */
export class FilaDepreciacionDto implements FilaDepreciacion {
  numeroMes: number;
  /** YYYYMM */
  periodo: number;
  depreciacionMensual: number;
  depreciacionAcumulada: number;
  saldoActual: number;
  /** First day of the month, UTC. */
  fechaMes: Date;
}

/** Una entrada del historial de ubicaciones de un activo. */
export class ActivoUbicacionDto implements Omit<ActivoUbicacion, 'activo' | 'compania'> {
  id: number;
  activoId: number;
  companiaId: number;
  fechaCambio: Date;
  usuarioCambioId: number | null;
  usuarioCambio: string | null;
  motivo: string | null;
  direccionAnterior: string | null;
  direccionNueva: string | null;
  edificioAnterior: string | null;
  edificioNuevo: string | null;
  pisoAnterior: string | null;
  pisoNuevo: string | null;
  areaAnterior: string | null;
  areaNueva: string | null;
  sedeAnterior: string | null;
  sedeNueva: string | null;
  observaciones: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** El código que recibirá el próximo activo creado sin código. */
export class SiguienteCodigoDto {
  codigo: string;
}

export class ActivoExisteDto {
  exists: boolean;
}

/** La ruta donde se sirve la imagen subida. */
export class ImagenSubidaDto {
  imagePath: string;
}

/** Una categoría SUNAT de depreciación (RLIR art. 22 b), o edificios, LIR art. 39) con su tasa anual máxima. */
export class CategoriaDepreciacionDto implements CategoriaDepreciacion {
  /** The value of categoriaDepreciacion. */
  clave: ClaveCategoriaDepreciacion;
  nombre: string;
  /** Maximum annual %: a higher tasaDepreciacion is refused. */
  maximo: number;
  /** Where the law sets it, e.g. "RLIR art. 22 b) 4". */
  base: string;
}
