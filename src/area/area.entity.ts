import { Column, Entity, Index } from 'typeorm';
import { normalizeSearch } from '../dominio/search-text';
import { BusquedaColumn, text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** An area of a company; its name is unique within the company. */
@Entity('area')
@Index(['companiaId', 'busqueda'], { unique: true })
export class Area extends RegistroDeCompania {
  @Column({ type: String, length: 100 })
  nombre: string;

  /** normalizeSearch(nombre): search and the case- and accent-insensitive uniqueness check. */
  @BusquedaColumn((a: Area) => normalizeSearch(a.nombre), 100, { nullable: false })
  busqueda?: string;

  /** The area's cost centre in the company's accounting system: the journal's lines carry it (docs/contabilidad.md). */
  @text(10) centroCosto: string | null;

  /** The class 9 account its destination entries debit; null: the company's (docs/contabilidad.md). */
  @text(8) cuentaDestino: string | null;
}
