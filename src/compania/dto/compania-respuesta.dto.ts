import type { BaseDepreciable } from '../../dominio/depreciacion';
import type { CalculoIgv } from '../../dominio/importes';
import type { Compania } from '../compania.entity';

/** Una compañía. */
export class CompaniaRespuestaDto implements Omit<Compania, 'busqueda'> {
  id: number;
  razonSocial: string;
  /** RUC: 11 digits, unique. */
  ruc: string;
  rubro: string | null;
  /** Users of types 1-2 must log in with a second factor (TOTP). */
  requiere2fa: boolean;
  /** What its assets depreciate on: total (with IGV, the default) or precio (without IGV, taken as crédito fiscal). */
  baseDepreciable: BaseDepreciable;
  /** How an asset's amount with IGV splits: incluido (the amount is the invoice total, IGV = amount × 18/118), adicional (IGV = amount × 18 % on top), especificacion (the spec's rule: IGV = 18 % of the amount, taken out of it). */
  calculoIgv: CalculoIgv;
  createdAt: Date;
  updatedAt: Date;
}
