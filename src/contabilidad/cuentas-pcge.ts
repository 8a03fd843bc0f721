import { CLAVES_CATEGORIA_DEPRECIACION, ClaveCategoriaDepreciacion } from '../dominio/tasas-sunat';

/** The accounts an asset's entries use, by what each records. */
export const CONCEPTOS_DE_CUENTA = ['costo', 'depreciacionAcumulada', 'gastoDepreciacion', 'costoNetoBaja', 'ingresoVenta', 'cuentaPorCobrar', 'igvVenta', 'cuentaPorPagar'] as const;
export type ConceptoDeCuenta = (typeof CONCEPTOS_DE_CUENTA)[number];
export type CuentasDeCategoria = Record<ConceptoDeCuenta, string>;

/** What each concept is, as the screen and the error messages name it. */
export const NOMBRE_DEL_CONCEPTO: Record<ConceptoDeCuenta, string> = {
  costo: 'Costo',
  depreciacionAcumulada: 'Depreciación acumulada',
  gastoDepreciacion: 'Gasto por depreciación',
  costoNetoBaja: 'Costo neto de la baja',
  ingresoVenta: 'Ingreso por la venta',
  cuentaPorCobrar: 'Cuenta por cobrar de la venta',
  igvVenta: 'IGV de la venta',
  cuentaPorPagar: 'Cuenta por pagar de una mejora',
};

/** An account code of the PCGE: digits only, from the class's 2 to a subaccount's 8. */
export const CUENTA_VALIDA = /^\d{2,8}$/;

/** The accounts every category shares by default: disposals and sales of PP&E, and the payable for an improvement. */
const COMUNES = { costoNetoBaja: '6551', ingresoVenta: '7562', cuentaPorCobrar: '1654', igvVenta: '40111', cuentaPorPagar: '4654' };

/**
 * PCGE 2019 defaults per SUNAT category: cost in 33 by class, its accumulated depreciation in the matching 3913x and
 * its expense in 6814x. Working livestock and fishing nets sit with tools (337) until the company moves them (NIC 41
 * would put livestock in 35).
 */
export const CUENTAS_POR_DEFECTO: Record<ClaveCategoriaDepreciacion, CuentasDeCategoria> = {
  ganado: { costo: '3371', depreciacionAcumulada: '39137', gastoDepreciacion: '68147', ...COMUNES },
  vehiculos: { costo: '3341', depreciacionAcumulada: '39134', gastoDepreciacion: '68144', ...COMUNES },
  'maquinaria-extractiva': { costo: '3331', depreciacionAcumulada: '39133', gastoDepreciacion: '68143', ...COMUNES },
  computo: { costo: '3361', depreciacionAcumulada: '39136', gastoDepreciacion: '68146', ...COMUNES },
  maquinaria: { costo: '3331', depreciacionAcumulada: '39133', gastoDepreciacion: '68143', ...COMUNES },
  otros: { costo: '3369', depreciacionAcumulada: '39136', gastoDepreciacion: '68146', ...COMUNES },
  edificios: { costo: '3321', depreciacionAcumulada: '39132', gastoDepreciacion: '68142', ...COMUNES },
};

/**
 * The destination entries' accounts by default: the expense moves to class 9 (PCGE 2019 leaves it to the company's
 * cost accounting; 94, administrative expenses, is the usual one) against 791, cargas imputables a cuentas de costos.
 */
export const CUENTAS_DE_DESTINO = { cuentaDestino: '94', cuentaCargasImputables: '791' } as const;

/** The category an asset without one is booked under: "otros bienes", the rate it depreciates at (TASA_POR_DEFECTO). */
export const CATEGORIA_SIN_CLASIFICAR: ClaveCategoriaDepreciacion = 'otros';

export const categoriaContable = (clave: string | null): ClaveCategoriaDepreciacion =>
  (CLAVES_CATEGORIA_DEPRECIACION as readonly string[]).includes(clave ?? '') ? (clave as ClaveCategoriaDepreciacion) : CATEGORIA_SIN_CLASIFICAR;
