import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../../database/columns';
import { Usuario } from '../usuario.entity';

/**
 * A one-time link that lets a person set up the verification in two steps: e-mailed when the company requires it
 * and they have none, or issued by an administrator's reset. Only the token's SHA-256 is stored; the row is deleted
 * when the person's second factor is on (the link is spent), when another link replaces it or their e-mail changes.
 */
@Entity('enlace_inscripcion')
export class EnlaceInscripcion {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: Number })
  usuarioId: number;

  // Deleting a user deletes its links.
  @ManyToOne(() => Usuario, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'usuarioId' })
  usuario?: Usuario;

  /** SHA-256 of the token, hex: tokens are random, so a plain hash is enough and can be looked up. */
  @Column({ type: String, length: 64, unique: true })
  tokenHash: string;

  @DateTimeColumn()
  creado: Date;

  @Index()
  @DateTimeColumn()
  expira: Date;

  /** When the page first showed its QR: the secret it generated is shown again, not replaced, on a reload. */
  @DateTimeColumn({ nullable: true })
  visto: Date | null;
}
