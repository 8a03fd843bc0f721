import { Column, Entity, Index } from 'typeorm';
import { DecimalColumn } from '../../database/columns';
import { EventoDeActivo } from '../evento-de-activo';

/** An improvement (mejora) of an asset, completed on `fecha`: its amount adds to the depreciable cost from the month after (docs/reglas-peru.md). */
@Entity('activo_mejora')
@Index(['companiaId', 'activoId', 'fecha'])
@Index(['companiaId', 'fecha'])
export class ActivoMejora extends EventoDeActivo {
  @Column({ type: String, length: 500 })
  descripcion: string;

  /** S/, in the company's depreciable base. */
  @DecimalColumn(2) importe: number;

  /** The voucher or invoice that backs it. */
  @Column({ type: String, length: 100 })
  documento: string;

  @Column({ type: Number, nullable: true })
  usuarioId: number | null;
}
