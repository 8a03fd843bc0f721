import { Column, Entity, Index } from 'typeorm';
import { normalizeSearch } from '../../dominio/search-text';
import { BusquedaColumn } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';

/** A vehicle the company's transport guides name, remembered for the next one; one per plate in the company. */
@Entity('vehiculo')
@Index(['companiaId', 'placa'], { unique: true })
export class Vehiculo extends RegistroDeCompania {
  /** Normalised: no hyphens or spaces, in capitals (ABC123). */
  @Column({ type: String, length: 8 })
  placa: string;

  @Column({ type: String, length: 100, nullable: true })
  descripcion: string | null;

  /** Tarjeta única de circulación or certificado de habilitación vehicular. */
  @Column({ type: String, length: 15, nullable: true })
  tuc: string | null;

  /** Category M1 or L: the guide says so and names no driver nor vehicle. */
  @Column({ type: Boolean, default: false })
  m1l: boolean;

  @BusquedaColumn((v: Vehiculo) => normalizeSearch([v.placa, v.descripcion, v.tuc].join(' ')), 150)
  busqueda?: string | null;
}
