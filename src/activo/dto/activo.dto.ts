import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLAVES_CATEGORIA_DEPRECIACION, ClaveCategoriaDepreciacion } from '../../dominio/tasas-sunat';
import { BooleanoOpcional, FechaOpcional, IdOpcional, ImporteOpcional, NumeroOpcional, TextoOpcional } from '../../common/dto-fields';
import { IsRuc } from '../../common/peru';
import { Trim, TrimToNull } from '../../common/transforms';
import { FechaAdquisicionValida } from '../fecha-adquisicion';

/**
 * Body of POST /api/activos and PUT /api/activos/{id}: every field of docs/especificacion-activos.md §3
 * "Asset", in PascalCase (as the spec's client sends it) or camelCase. The server
 * owns id, companiaId, the timestamps and the derived amounts (importeMn, igv,
 * precio, total), which it recomputes.
 */
export class ActivoDto {
  /** Generated (ACT-000001…) when empty; unique within the company. */
  @TextoOpcional('El código', 50) codigo?: string | null;

  @Trim()
  @IsString({ message: 'La descripción es obligatoria' })
  @IsNotEmpty({ message: 'La descripción es obligatoria' })
  @MaxLength(500, { message: 'La descripción no puede exceder los 500 caracteres' })
  descripcion: string;

  @TextoOpcional('El tipo de activo', 100) tipoActivo?: string | null;
  @TextoOpcional('La marca', 100) marca?: string | null;
  @TextoOpcional('El modelo', 100) modelo?: string | null;
  @TextoOpcional('La serie', 100) serie?: string | null;
  @TextoOpcional('El color', 50) color?: string | null;
  @TextoOpcional('El tipo de material', 100) tipoMaterial?: string | null;
  /** cm */
  @NumeroOpcional('Largo', { min: 0 }) largo?: number | null;
  /** cm */
  @NumeroOpcional('Ancho', { min: 0 }) ancho?: number | null;
  /** cm */
  @NumeroOpcional('Altura', { min: 0 }) altura?: number | null;
  @TextoOpcional('Las dimensiones', 100) dimensiones?: string | null;
  /** kg */
  @NumeroOpcional('Peso', { min: 0 }) peso?: number | null;
  @TextoOpcional('El consumo de energía', 50) consumoEnergia?: string | null;
  @TextoOpcional('El tipo de equipo', 100) tipoEquipoCategoria?: string | null;
  @TextoOpcional('El código de familia', 50) codigoFamilia?: string | null;
  @TextoOpcional('La categoría', 100) categoria?: string | null;
  @TextoOpcional('El edificio', 100) edificio?: string | null;
  @TextoOpcional('El piso', 50) piso?: string | null;
  /** An address of the caller's company. */
  @IdOpcional('La dirección') direccionId?: number | null;
  @TextoOpcional('El código de línea', 50) codLinea?: string | null;
  /** Activo, Inactivo, En mantenimiento… */
  @TextoOpcional('El estado', 50) estado?: string | null;
  @TextoOpcional('El detalle del estado', 255) detalleStatus?: string | null;
  @TextoOpcional('Las observaciones', 1000) observaciones?: string | null;
  /** A user of the caller's company. */
  @IdOpcional('El usuario') usuarioId?: number | null;
  @TextoOpcional('El usuario anterior', 200) usuarioAnterior?: string | null;
  /** An area of the caller's company. */
  @IdOpcional('El área') areaId?: number | null;
  @TextoOpcional('La sede', 100) sede?: string | null;
  @TextoOpcional('El número de voucher', 50) nroVoucher?: string | null;
  @TextoOpcional('La categoría SUNAT', 100) categoriaSunat?: string | null;
  @TextoOpcional('El centro de costos', 100) centroCostos?: string | null;

  /** 11 digits with a valid SUNAT check digit. */
  @TextoOpcional('El RUC del proveedor', 11)
  @IsRuc('RUC debe tener 11 dígitos')
  rucProveedor?: string | null;

  @TextoOpcional('El proveedor', 200) proveedor?: string | null;
  /** From 01/01/1900 to today (Lima). */
  @FechaOpcional('Fecha de adquisición')
  @FechaAdquisicionValida()
  fechaAdquisicion?: Date | null;
  /** First use (RLIR art. 22 d): depreciation starts in its month. Empty: the acquisition date; never before it. */
  @FechaOpcional('Fecha de inicio de uso') fechaInicioUso?: Date | null;
  @TextoOpcional('El número de factura', 50) nroFactura?: string | null;
  @TextoOpcional('El tipo de equipo contable', 100) tipoEquipoContable?: string | null;
  @TextoOpcional('La descripción contable', 255) descripcionContable?: string | null;
  @NumeroOpcional('Cantidad', { entero: true, min: 1, message: 'La cantidad debe ser un número entero mayor o igual a 1' }) cantidad?: number | null;
  @ImporteOpcional('Precio unitario (MN)') precioUndMn?: number | null;
  @ImporteOpcional('Precio unitario (ME)') precioUndMe?: number | null;
  @ImporteOpcional('Tipo de cambio', 3) tipoCambio?: number | null;
  /** Recomputed by the server. */
  @ImporteOpcional('Importe (MN)') importeMn?: number | null;
  /** Recomputed; a value above 0 means IGV applies (unless `conIgv` says otherwise). */
  @ImporteOpcional('Precio') precio?: number | null;
  @ImporteOpcional('IGV') igv?: number | null;
  @ImporteOpcional('Total') total?: number | null;
  /** Annual %, 0-100; empty uses the SUNAT maximum for the category. */
  @NumeroOpcional('Tasa de depreciación', { min: 0, max: 100 }) tasaDepreciacion?: number | null;
  /** SUNAT depreciation category (GET /api/activos/categorias-depreciacion): its maximum rate caps tasaDepreciacion. */
  @TrimToNull()
  @IsOptional()
  @IsIn(CLAVES_CATEGORIA_DEPRECIACION, { message: `La categoría SUNAT de depreciación debe ser una de: ${CLAVES_CATEGORIA_DEPRECIACION.join(', ')}` })
  categoriaDepreciacion?: ClaveCategoriaDepreciacion | null;
  /** Tax book's accumulated depreciation as at the day before the company's cut-over (GET /api/contabilidad/fecha-inicio); only for an asset in use before it, never above the depreciable base. */
  @ImporteOpcional('Depreciación acumulada inicial') depreciacionAcumuladaInicial?: number | null;
  /** The same in the financial book, never above the cost less the residual value. */
  @ImporteOpcional('Depreciación acumulada inicial financiera') depreciacionAcumuladaInicialFinanciera?: number | null;
  /** Financial book (NIC 16): useful life in months; empty: the one the rate implies (20 % → 60). */
  @NumeroOpcional('Vida útil (meses)', { entero: true, min: 1, max: 1200, message: 'La vida útil debe ser un número entero de meses entre 1 y 1200' }) vidaUtilMeses?: number | null;
  /** Financial book: residual value, never depreciated; empty: 0. */
  @ImporteOpcional('Valor residual') valorResidual?: number | null;
  @NumeroOpcional('Año de fabricación', { entero: true, min: 1900, max: 2030, message: 'Año debe estar entre 1900 y 2030' })
  anioFabricacion?: number | null;
  @FechaOpcional('Fecha de inventario') fechaInventario?: Date | null;
  /** The imagePath upload-image answered to the same company; any other value is a 400. Empty: no image. */
  @TextoOpcional('La imagen', 500) imagen?: string | null;
  @BooleanoOpcional('activoBool') activoBool?: boolean;
  /**
   * The company's fields (GET /api/campos-personalizados), clave → valor: texto, número, fecha AAAA-MM-DD, one of a
   * lista's opciones, or true/false. PUT replaces them all; absent, the asset keeps its own (checked again).
   */
  @IsOptional()
  @IsObject({ message: 'Los campos personalizados deben ser un objeto { clave: valor }' })
  camposPersonalizados?: Record<string, unknown>;

  /** Explicit IGV switch; when absent, IGV applies if `igv` > 0. */
  @BooleanoOpcional('conIgv') conIgv?: boolean;
  /** Reason recorded in the location history when this update moves the asset. */
  @TextoOpcional('El motivo', 255) motivo?: string | null;
  /** Notes recorded in the location history when this update moves the asset. */
  @TextoOpcional('Las observaciones del cambio', 1000) observacionesCambio?: string | null;
}
