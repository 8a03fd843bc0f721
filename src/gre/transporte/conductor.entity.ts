import { Column, Entity, Index } from 'typeorm';
import { normalizeSearch } from '../../dominio/search-text';
import { BusquedaColumn } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';

/** A driver the company's transport guides name, remembered for the next one; one per document in the company. */
@Entity('conductor')
@Index(['companiaId', 'tipoDocumento', 'numeroDocumento'], { unique: true })
export class Conductor extends RegistroDeCompania {
  /** SUNAT's catálogo 06 code, never 6 (RUC). */
  @Column({ type: String, length: 1 })
  tipoDocumento: string;

  /** In capitals; a DNI keeps its 8 digits, leading zeros included. */
  @Column({ type: String, length: 15 })
  numeroDocumento: string;

  @Column({ type: String, length: 100 })
  nombres: string;

  @Column({ type: String, length: 100 })
  apellidos: string;

  /** Driving licence, 9 or 10 capitals or digits. */
  @Column({ type: String, length: 10 })
  licencia: string;

  @BusquedaColumn((c: Conductor) => normalizeSearch([c.numeroDocumento, c.nombres, c.apellidos, c.licencia].join(' ')), 250)
  busqueda?: string | null;
}
