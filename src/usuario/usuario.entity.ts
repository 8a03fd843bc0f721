import { Column, Entity, Index } from 'typeorm';
import { normalizeSearch } from '../dominio/search-text';
import { BusquedaColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { TipoUsuario } from '../dominio/tipo-usuario';
import type { Compania } from '../compania/compania.entity';

export { TipoUsuario };

@Entity('usuario')
@Index(['companiaId'])
export class Usuario extends RegistroDeCompania {
  /** Joined for the session and the user list (its name, its two-step rule). */
  declare compania?: Compania;

  @Column({ type: Number })
  tipo: TipoUsuario;

  @Column({ type: String, length: 100 })
  nombre: string;

  @Column({ type: String, length: 100, nullable: true })
  apellido: string | null;

  @Column({ type: String, length: 150, unique: true })
  correoElectronico: string;

  @Column({ type: String, length: 20, nullable: true })
  numeroTelefonico: string | null;

  /** argon2id hash (bcrypt for a password stored before and not used since: hash-contrasena.ts); never selected unless asked for. */
  @Column({ type: String, length: 100, select: false })
  contrasena: string;

  @Column({ type: String, length: 50, nullable: true })
  codigo: string | null;

  @Column({ type: String, length: 255, nullable: true })
  detalle: string | null;

  /** Two-factor login (TOTP) is on: login asks for a code after the password. */
  @Column({ type: Boolean, default: false })
  totpActivo: boolean;

  /** Base32 TOTP secret, pending until the first code activates it; never answered. */
  @Column({ type: String, length: 64, nullable: true, select: false })
  totpSecreto?: string | null;

  /** SHA-256 of the unused recovery codes, as a JSON array; never answered. */
  @Column({ type: String, length: 1000, nullable: true, select: false })
  totpCodigos?: string | null;

  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  @Column({ type: Number, nullable: true, select: false })
  totpUltimoPaso?: number | null;

  /** normalizeSearch() of the searchable fields; never answered. */
  @BusquedaColumn((u: Usuario) => normalizeSearch([u.nombre, u.apellido, u.correoElectronico, u.codigo, u.numeroTelefonico].join(' ')), 400)
  busqueda?: string | null;
}
