import { Column, Entity, Index } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import type { Compania } from '../compania/compania.entity';

export const PERMISOS_CLAVE = ['lectura', 'escritura'] as const;
export type PermisoClave = (typeof PERMISOS_CLAVE)[number];

/** A credential of an external system: scoped to one company, read or write; only its SHA-256 is stored. */
@Entity('clave_api')
@Index(['companiaId'])
export class ClaveApi extends RegistroDeCompania {
  /** Joined when a request authenticates with the key: the session names its company. */
  declare compania?: Compania;

  @Column({ type: String, length: 100 })
  nombre: string;

  @Column({ type: String, length: 10 })
  permiso: PermisoClave;

  /** The key's first characters, to recognise it in the list. */
  @Column({ type: String, length: 16 })
  prefijo: string;

  /** SHA-256 of the key, hex: keys are random, so a plain hash is enough and can be looked up. */
  @Column({ type: String, length: 64, unique: true, select: false })
  hash: string;

  @DateTimeColumn({ nullable: true })
  expiraEl: Date | null;

  @DateTimeColumn({ nullable: true })
  revocadaEl: Date | null;

  @DateTimeColumn({ nullable: true })
  ultimoUsoEl: Date | null;

  @Column({ type: Number, nullable: true })
  creadoPorId: number | null;

  @Column({ type: String, length: 200, nullable: true })
  creadoPor: string | null;
}
