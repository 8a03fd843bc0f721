import { applyDecorators } from '@nestjs/common';
import { IsIn, ValidateBy, ValidationArguments } from 'class-validator';
import { aImporte, FechaRequerida, problemaDeImporte } from '../../../common/dto-fields';
import { Trim, TrimToNull } from '../../../common/transforms';
import { MOTIVOS_BAJA, MotivoBaja } from '../activo-baja.entity';
import { DOCUMENTO_DE_MOTIVO } from '../baja-reglas';

const motivoDe = (args?: ValidationArguments): string | undefined => (args?.object as { motivo?: string } | undefined)?.motivo;
const vacio = (value: unknown) => value === undefined || value === null;

/** A rule across fields, as one validator: `problema` names what is wrong with the value in its body, or null. */
const Regla = (name: string, problema: (value: unknown, args?: ValidationArguments) => string | null) =>
  ValidateBy({ name, validator: { validate: (value, args) => problema(value, args) === null, defaultMessage: (args) => problema(args?.value, args) ?? '' } });

/** Text of up to `max` characters, required when `requerido(motivo)` holds (then `faltante(motivo)` says what is missing). */
const Evidencia = (label: string, max: number, requerido: (motivo?: string) => boolean, faltante: (motivo?: string) => string) => {
  const problema = (value: unknown, args?: ValidationArguments) => {
    const motivo = motivoDe(args);
    if (vacio(value)) return requerido(motivo) ? faltante(motivo) : null;
    if (typeof value !== 'string') return `${label} debe ser texto`;
    return value.length > max ? `${label} no puede exceder los ${max} caracteres` : null;
  };
  return applyDecorators(TrimToNull(), Regla('evidencia', problema));
};

/** Required for the motive `motivo` only. */
const EvidenciaDe = (label: string, max: number, motivo: MotivoBaja, faltante: string) =>
  Evidencia(label, max, (actual) => actual === motivo, () => faltante);

/** The sale price: required for a sale, refused for any other motive; an amount like any other. */
const problemaDeValorVenta = (value: unknown, args?: ValidationArguments) => {
  const venta = motivoDe(args) === 'venta';
  if (vacio(value)) return venta ? 'El valor de venta es obligatorio en una baja por venta (precio sin IGV de la factura de venta)' : null;
  if (!venta) return 'El valor de venta solo corresponde a una baja por venta';
  const problema = problemaDeImporte(value, 2);
  return problema && `Valor de venta: ${problema}`;
};

/** What the document of the motive is, by its name: "N° de factura de venta". */
const documentoFaltante = (motivo?: string) =>
  `El documento es obligatorio: N° de ${(DOCUMENTO_DE_MOTIVO[motivo as MotivoBaja] ?? DOCUMENTO_DE_MOTIVO.otro).toLowerCase()}`;

/**
 * Body of POST /api/activos/{id}/baja (camelCase or PascalCase). The evidence each motive needs (docs/reglas-peru.md): every
 * disposal its document's number; a sale its invoice and price; obsolescence the technical report signed by a
 * registered professional (RLIR art. 22 i); a theft or loss the police report; "otro" its description.
 */
export class BajaDto {
  /** The day of the disposal, from the month of first use to today (Lima); its month is the last one depreciated. */
  @FechaRequerida('Fecha de baja', 'La fecha de baja es obligatoria') fecha: Date;

  @Trim()
  @IsIn(MOTIVOS_BAJA, {
    message: ({ value }) => `${vacio(value) || value === '' ? 'El motivo de la baja es obligatorio' : 'El motivo de la baja no es válido'}: use ${MOTIVOS_BAJA.join(', ')}`,
  })
  motivo: MotivoBaja;

  /** N° of the supporting document: the sale invoice (venta), the technical report (obsolescencia), the police report (robo_perdida)… */
  @Evidencia('El documento', 100, () => true, documentoFaltante)
  documento: string;

  /** Sale price without IGV, S/: required for venta, refused otherwise. */
  @aImporte()
  @Regla('valorVenta', problemaDeValorVenta)
  valorVenta?: number | null;

  /** Required for "otro": what the disposal is. */
  @EvidenciaDe('Las observaciones', 1000, 'otro', 'Las observaciones son obligatorias cuando el motivo es "otro": describa el motivo de la baja')
  observaciones?: string | null;

  /** Obsolescence: the professional who signed the technical report. */
  @EvidenciaDe('El profesional', 200, 'obsolescencia', 'El profesional que firma el informe técnico es obligatorio en una baja por obsolescencia (RLIR art. 22 i)')
  profesional?: string | null;

  /** Obsolescence: the professional's registration number (colegiatura). */
  @EvidenciaDe('La colegiatura', 50, 'obsolescencia', 'La colegiatura del profesional que firma el informe técnico es obligatoria en una baja por obsolescencia')
  colegiatura?: string | null;
}
