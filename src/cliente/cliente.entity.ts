import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { normalizeSearch } from '../dominio/search-text';
import { BusquedaColumn, text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { Direccion } from '../direccion/direccion.entity';

/** A client of the company (docs/especificacion-operaciones.md §3 "Cliente"); RUC and DNI are unique within the company. */
@Entity('cliente')
@Index(['companiaId', 'ruc'], { unique: true, where: 'ruc IS NOT NULL' })
@Index(['companiaId', 'dni'], { unique: true, where: 'dni IS NOT NULL' })
export class Cliente extends RegistroDeCompania {
  @Column({ type: String, length: 100 })
  nombre: string;

  @Column({ type: String, length: 100 })
  apellido: string;

  @text(11) ruc: string | null;
  @text(8) dni: string | null;
  @text(20) ce: string | null;
  @text(150) correoElectronico: string | null;
  @text(20) telefono: string | null;
  @text(150) ingenieroResponsable: string | null;
  @text(150) representanteLegal: string | null;
  @text(100) usuario: string | null;

  // The default spelled as the migration writes it: TypeORM would write 0 on SQLite, where the table says false.
  @Column({ type: Boolean, default: false })
  tieneContrato: boolean;

  @Index()
  @Column({ type: Number, nullable: true })
  direccionId: number | null;

  @ManyToOne(() => Direccion)
  @JoinColumn({ name: 'direccionId' })
  direccion?: Direccion | null;

  @BusquedaColumn((c: Cliente) => clienteSearchText(c), 800)
  busqueda?: string | null;
}

/** The normalised search text of a client; bulk inserts that skip entity listeners call it directly. */
export const clienteSearchText = (c: Pick<Cliente, 'nombre' | 'apellido' | 'ruc' | 'dni' | 'ce' | 'correoElectronico' | 'telefono' | 'representanteLegal'>) =>
  normalizeSearch([c.nombre, c.apellido, c.ruc, c.dni, c.ce, c.correoElectronico, c.telefono, c.representanteLegal].join(' '));
