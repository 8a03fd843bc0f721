import { Column, Entity, Index } from 'typeorm';
import { DateTimeColumn, DecimalColumn, text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** A company's accounting settings (docs/contabilidad.md): one row per company, written on its first save. */
@Entity('contabilidad_configuracion')
@Index(['companiaId'], { unique: true })
export class ContabilidadConfiguracion extends RegistroDeCompania {
  /** First day (of a month) the product keeps the company's books; null until the company sets it. */
  @DateTimeColumn({ nullable: true }) fechaInicio: Date | null;

  /** %, applied to the temporary differences between the books (NIC 12); TASA_IMPUESTO_DIFERIDO until the company saves its own. */
  @DecimalColumn(2) tasaImpuestoDiferido: number;

  /** Whether the journal also carries the destination entries (class 9 against 79). */
  @Column({ type: Boolean, default: false }) asientosDestino: boolean;

  /** The destination entries' accounts: class 9 (debit, by cost centre) and 791 (credit); null: CUENTAS_DE_DESTINO. */
  @text(8) cuentaDestino: string | null;
  @text(8) cuentaCargasImputables: string | null;
}
