import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/**
 * One login or verification-code attempt against one key (`ip:…` or `correo:…`),
 * written before the password is checked, so parallel attempts count each other.
 */
@Entity('intento_login')
@Index(['clave', 'momento'])
export class IntentoLogin {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: String, length: 200 })
  clave: string;

  @Index()
  @DateTimeColumn()
  momento: Date;
}
