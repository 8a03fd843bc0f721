import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../database/columns';
import { Usuario } from '../usuario.entity';

/**
 * A login, held on the server: the JWT names it (`jti`) and every request checks it,
 * so logout, revocation and idle expiry take effect at once on every replica.
 */
@Entity('sesion')
export class Sesion {
  /** Random UUID: the token's `jti`. */
  @PrimaryColumn({ type: String, length: 36 })
  id: string;

  @Index()
  @Column({ type: Number })
  usuarioId: number;

  // Deleting a user ends its sessions with it.
  @ManyToOne(() => Usuario, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'usuarioId' })
  usuario?: Usuario;

  /** The company at login, for the record; every request reads the user's current one. */
  @Column({ type: Number })
  companiaId: number;

  @DateTimeColumn()
  creada: Date;

  @DateTimeColumn()
  ultimoUso: Date;

  /** Absolute end: login + JWT_EXPIRES_IN. */
  @Index()
  @DateTimeColumn()
  expira: Date;

  @DateTimeColumn({ nullable: true })
  revocada: Date | null;

  @Column({ type: String, length: 64, nullable: true })
  ip: string | null;

  @Column({ type: String, length: 500, nullable: true })
  userAgent: string | null;
}
