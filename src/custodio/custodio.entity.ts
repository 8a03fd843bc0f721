import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BusquedaColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { normalizeSearch } from '../dominio/search-text';

/** A person who holds the company's assets, most of them without a login; one per identity document in the company. */
@Entity('custodio')
@Index(['companiaId', 'tipoDocumento', 'numeroDocumento'], { unique: true })
@Index(['companiaId', 'apellidos', 'nombres'])
export class Custodio extends RegistroDeCompania {
  @Column({ type: String, length: 100 })
  nombres: string;

  @Column({ type: String, length: 100 })
  apellidos: string;

  /** SUNAT's catálogo 06: 1 DNI, 4 carné de extranjería, 7 pasaporte. */
  @Column({ type: String, length: 1 })
  tipoDocumento: string;

  /** Text: a DNI keeps its leading zeros. */
  @Column({ type: String, length: 15 })
  numeroDocumento: string;

  @Column({ type: String, length: 150, nullable: true })
  correo: string | null;

  @Column({ type: String, length: 20, nullable: true })
  telefono: string | null;

  @Column({ type: Number, nullable: true })
  areaId: number | null;

  @ManyToOne('Area', { nullable: true })
  @JoinColumn({ name: 'areaId' })
  area?: { id: number; nombre: string } | null;

  /** The login of a custodian who is also a user. */
  @Column({ type: Number, nullable: true })
  usuarioId: number | null;

  @ManyToOne('Usuario', { nullable: true })
  @JoinColumn({ name: 'usuarioId' })
  usuario?: { id: number } | null;

  @BusquedaColumn((c: Custodio) => normalizeSearch([c.numeroDocumento, c.nombres, c.apellidos, c.correo].join(' ')), 400)
  busqueda?: string | null;
}
