import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, Matches, ValidateNested } from 'class-validator';
import { CLAVES_CATEGORIA_DEPRECIACION, ClaveCategoriaDepreciacion } from '../../dominio/tasas-sunat';
import { Trim } from '../../common/transforms';
import { ConceptoDeCuenta, CUENTA_VALIDA, NOMBRE_DEL_CONCEPTO } from '../cuentas-pcge';

const Cuenta = (concepto: ConceptoDeCuenta) =>
  applyDecorators(Trim(), Matches(CUENTA_VALIDA, { message: `${NOMBRE_DEL_CONCEPTO[concepto]}: la cuenta debe tener de 2 a 8 dígitos, sin otros caracteres` }));

/** The accounts of one SUNAT category. */
export class CuentasDeCategoriaDto {
  /** A clave of GET /api/activos/categorias-depreciacion. */
  @IsIn(CLAVES_CATEGORIA_DEPRECIACION, { message: `La categoría debe ser una de: ${CLAVES_CATEGORIA_DEPRECIACION.join(', ')}` })
  categoria: ClaveCategoriaDepreciacion;

  /** 33x */
  @Cuenta('costo') costo: string;
  /** 3913x */
  @Cuenta('depreciacionAcumulada') depreciacionAcumulada: string;
  /** 6814x */
  @Cuenta('gastoDepreciacion') gastoDepreciacion: string;
  /** 655x */
  @Cuenta('costoNetoBaja') costoNetoBaja: string;
  /** 756x */
  @Cuenta('ingresoVenta') ingresoVenta: string;
  /** 1654 */
  @Cuenta('cuentaPorCobrar') cuentaPorCobrar: string;
  /** 40111 */
  @Cuenta('igvVenta') igvVenta: string;
  /** 4654 */
  @Cuenta('cuentaPorPagar') cuentaPorPagar: string;
}

/** PUT /api/contabilidad/cuentas: the categories sent replace their accounts; the others keep theirs. */
export class CuentasDto {
  @IsArray({ message: 'cuentas debe ser una lista de categorías con sus cuentas' })
  @ArrayMaxSize(CLAVES_CATEGORIA_DEPRECIACION.length, { message: `cuentas admite hasta ${CLAVES_CATEGORIA_DEPRECIACION.length} categorías` })
  @ValidateNested({ each: true })
  @Type(() => CuentasDeCategoriaDto)
  cuentas: CuentasDeCategoriaDto[];
}

/** One category in GET /api/contabilidad/cuentas. */
export class CuentasDeCategoriaRespuestaDto extends CuentasDeCategoriaDto {
  /** The category's name in RLIR art. 22 b). */
  nombre: string;
  /** Whether every account is still the PCGE default. */
  porDefecto: boolean;
}
