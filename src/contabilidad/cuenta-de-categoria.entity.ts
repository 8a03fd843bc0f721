import { Column, Entity, Index } from 'typeorm';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { ConceptoDeCuenta } from './cuentas-pcge';

/** A company's accounts for one SUNAT category, when it changed the PCGE defaults (CUENTAS_POR_DEFECTO). */
@Entity('cuenta_de_categoria')
@Index(['companiaId', 'categoria'], { unique: true })
export class CuentaDeCategoria extends RegistroDeCompania implements Record<ConceptoDeCuenta, string> {
  /** A clave of CATEGORIAS_DEPRECIACION. */
  @Column({ type: String, length: 30 }) categoria: string;
  @Column({ type: String, length: 8 }) costo: string;
  @Column({ type: String, length: 8 }) depreciacionAcumulada: string;
  @Column({ type: String, length: 8 }) gastoDepreciacion: string;
  @Column({ type: String, length: 8 }) costoNetoBaja: string;
  @Column({ type: String, length: 8 }) ingresoVenta: string;
  @Column({ type: String, length: 8 }) cuentaPorCobrar: string;
  @Column({ type: String, length: 8 }) igvVenta: string;
  @Column({ type: String, length: 8 }) cuentaPorPagar: string;
}
