import { Column, Entity, Index } from 'typeorm';
import { DateTimeColumn, LongTextColumn } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';

/** The signature algorithm of the guía: SHA-1, as every implementation SUNAT is known to accept (docs/gre-sunat.md). */
export const ALGORITMOS_DE_FIRMA = ['rsa-sha1', 'rsa-sha256'] as const;
export type AlgoritmoDeFirma = (typeof ALGORITMOS_DE_FIRMA)[number];

/**
 * A company's access to SUNAT's guía de remisión electrónica: its series, its API client and SOL user, and its signing
 * certificate, each saved on its own (the certificate may come first). The secret columns hold SecretosService's `v1:…` text, never the plain value; the certificate's key is
 * kept as its PEM (encrypted) instead of the PKCS#12 and its password, so signing never parses the file again.
 */
@Entity('gre_configuracion')
@Index(['companiaId'], { unique: true })
export class GreConfiguracion extends RegistroDeCompania {
  @Column({ type: String, length: 4, nullable: true })
  serie: string | null;

  @Column({ type: String, length: 100, nullable: true })
  clientId: string | null;

  @Column({ type: String, length: 500, nullable: true })
  clientSecret: string | null;

  @Column({ type: String, length: 30, nullable: true })
  usuarioSol: string | null;

  @Column({ type: String, length: 500, nullable: true })
  claveSol: string | null;

  @LongTextColumn({ nullable: true })
  certificadoPem: string | null;

  @LongTextColumn({ nullable: true })
  llavePem: string | null;

  @Column({ type: String, length: 300, nullable: true })
  titular: string | null;

  @Column({ type: String, length: 100, nullable: true })
  numeroSerie: string | null;

  @DateTimeColumn({ nullable: true })
  venceEl: Date | null;

  @Column({ type: String, length: 12, default: 'rsa-sha1' })
  algoritmo: AlgoritmoDeFirma;
}
