import { Column, Entity, Index } from 'typeorm';
import { normalizeSearch } from '../dominio/search-text';
import { BusquedaColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** An address of a company: where clients are and assets stand. */
@Entity('direccion')
@Index(['companiaId'])
export class Direccion extends RegistroDeCompania {
  @Column({ type: String, length: 255 })
  calle: string;

  @Column({ type: String, length: 100 })
  ciudad: string;

  @Column({ type: String, length: 5, nullable: true })
  codigoPostal: string | null;

  @Column({ type: String, length: 150, nullable: true })
  urbanizacion: string | null;

  @Column({ type: String, length: 100 })
  distrito: string;

  @Column({ type: String, length: 100 })
  provincia: string;

  @Column({ type: String, length: 50 })
  departamento: string;

  /** INEI's 6-digit code of the district; null for an address saved before it was checked whose names match no district. */
  @Column({ type: String, length: 6, nullable: true })
  ubigeo: string | null;

  @Column({ type: String, length: 100, nullable: true })
  sede: string | null;

  /** SUNAT's 4-digit annex code (0000 the fiscal address) when the address is a registered establishment; null otherwise. */
  @Column({ type: String, length: 4, nullable: true })
  codigoEstablecimiento: string | null;

  @BusquedaColumn((d: Direccion) => direccionSearchText(d), 800)
  busqueda?: string | null;
}

/** The normalised search text of an address; bulk inserts that skip entity listeners call it directly. */
export const direccionSearchText = (d: Pick<Direccion, 'calle' | 'ciudad' | 'distrito' | 'provincia' | 'departamento' | 'urbanizacion' | 'sede'>) =>
  normalizeSearch([d.calle, d.ciudad, d.distrito, d.provincia, d.departamento, d.urbanizacion, d.sede].join(' '));

/** The one-line text of an address: street, district, province. */
export const direccionTexto = (d: Pick<Direccion, 'calle' | 'distrito' | 'provincia'>) =>
  [d.calle, d.distrito, d.provincia].filter(Boolean).join(', ');
