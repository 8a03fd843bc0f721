import { Column, Entity, Index, OneToMany } from 'typeorm';
import { normalizeSearch } from '../dominio/search-text';
import { DateTimeColumn, text, BusquedaColumn } from '../database/columns';
import { GuiaMovimiento } from './guia-movimiento.entity';
import { MovimientoActivo } from './movimiento-activo.entity';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** A transfer of assets with its transport data (docs/especificacion-operaciones.md §3 "Movimiento"). */
@Entity('movimiento')
@Index(['companiaId', 'fecha'])
// The search's trigram index, PostgreSQL only; see migration BusquedaPorTrigramas.
@Index('IDX_movimiento_busqueda_trgm', { synchronize: false })
export class Movimiento extends RegistroDeCompania {
  @DateTimeColumn()
  fecha: Date;

  @Column({ type: String, length: 100 })
  destinatario: string;

  @text(500) detalle: string | null;
  @text(255) puntoDePartida: string | null;
  /** The recipient's RUC. */
  @text(11) ruc: string | null;
  @text(255) puntoDeLlegada: string | null;

  /**
   * The registered address puntoDePartida names, when it names one (docs/especificacion-operaciones.md "Puntos de
   * partida y de llegada"); no foreign key, see migration PuntosDelMovimiento.
   */
  @Column({ type: Number, nullable: true })
  partidaDireccionId: number | null;

  /** The registered address the assets arrive at: they take it as theirs. */
  @Column({ type: Number, nullable: true })
  llegadaDireccionId: number | null;
  @text(20) rucTransporte: string | null;
  @text(100) nombreTransporte: string | null;
  @text(100) nombreDelConductor: string | null;
  @text(100) marcaPlacaTransporte: string | null;
  @text(50) licencia: string | null;

  @OneToMany(() => MovimientoActivo, (ma) => ma.movimiento)
  movimientoActivos?: MovimientoActivo[];

  @OneToMany(() => GuiaMovimiento, (g) => g.movimiento)
  guiaMovimientos?: GuiaMovimiento[];

  /** normalizeSearch() of destinatario, detalle and the points, for `q` / `search`; never answered. */
  @BusquedaColumn((m: Movimiento) => normalizeSearch([m.destinatario, m.detalle, m.puntoDePartida, m.puntoDeLlegada].join(' ')), 1200)
  busqueda?: string | null;
}
