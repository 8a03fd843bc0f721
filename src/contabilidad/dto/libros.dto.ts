import { Transform } from 'class-transformer';
import { IsInt, Matches, Max, Min } from 'class-validator';
import { FechaRequerida } from '../../common/dto-fields';
import { ConceptoDeCuenta } from '../cuentas-pcge';

const ANIO = 'anio debe ser un año de cuatro dígitos, desde 1900';

/** ?anio= of the temporary differences report. */
export class AnioContableDto {
  @Transform(({ value }) => (/^\d{1,9}$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: ANIO })
  @Min(1900, { message: ANIO })
  @Max(9999, { message: ANIO })
  anio: number;
}

/** ?fecha= of the balances per account. */
export class FechaSaldosDto {
  /** AAAA-MM-DD */
  @FechaRequerida('fecha', 'fecha es obligatoria (AAAA-MM-DD)')
  fecha: Date;
}

/** One asset's line of GET /api/reportes/diferencias-temporales, S/. */
export class DiferenciaTemporalDto {
  activoId: number;
  codigo: string;
  descripcion: string;
  /** Depreciation of the year in the tax book. */
  tributaria: number;
  /** Depreciation of the year in the financial book. */
  financiera: number;
  /** tributaria − financiera: positive is a deferred-tax liability (49), negative an asset (37). */
  diferencia: number;
  /** diferencia × the company's deferred-tax rate. */
  impuestoDiferido: number;
}

export class TotalesDiferenciasDto {
  tributaria: number;
  financiera: number;
  diferencia: number;
  impuestoDiferido: number;
}

/** GET /api/reportes/diferencias-temporales. */
export class DiferenciasTemporalesDto {
  anio: number;
  /** %, the company's (GET /api/contabilidad/configuracion). */
  tasaImpuestoDiferido: number;
  /** While the year runs, up to the current month. */
  provisional: boolean;
  activos: DiferenciaTemporalDto[];
  totales: TotalesDiferenciasDto;
}

/** One account of GET /api/contabilidad/saldos, S/. */
export class SaldoDeCuentaDto {
  cuenta: string;
  /** costo (class 33) or depreciacionAcumulada (39). */
  concepto: Extract<ConceptoDeCuenta, 'costo' | 'depreciacionAcumulada'>;
  /** The financial book (the journal's). Cost is the same in both books. */
  financiero: number;
  /** The tax book (Formato 7.1). */
  tributario: number;
  /** Assets that make it up. */
  activos: number;
}

/** GET /api/contabilidad/saldos: cost and accumulated depreciation per account at a date. */
export class SaldosDto {
  fecha: Date;
  /** Last month whose depreciation is counted, AAAA-MM: the date's own when it is its last day. */
  mesDepreciado: string;
  cuentas: SaldoDeCuentaDto[];
}

/** GET /api/contabilidad/fecha-inicio, for every user: whether an asset takes opening balances. */
export class FechaInicioDto {
  fechaInicio: Date | null;
}

/** ?periodo= of the journal. */
export class PeriodoContableDto {
  /** AAAA-MM */
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'periodo debe ser un mes AAAA-MM' })
  periodo: string;
}

/** One line of an entry, S/. */
export class LineaDeAsientoDto {
  cuenta: string;
  debe: number;
  haber: number;
  /** The asset's area's cost centre; null for the accumulated depreciation, the payables, the 791 and assets without one. */
  centroCosto: string | null;
  /** The asset of an improvement's or a disposal's lines; null for the month's sums. */
  activoCodigo: string | null;
}

/** One entry of GET /api/contabilidad/asientos: its debits and credits are equal to the cent. */
export class AsientoDto {
  /** 1, 2… within the month. */
  numero: number;
  fecha: Date;
  glosa: string;
  /** The invoice or document behind an improvement or a disposal; null for the month's depreciation. */
  documento: string | null;
  lineas: LineaDeAsientoDto[];
}
