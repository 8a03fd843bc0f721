import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { Activo } from '../activo/activo.entity';
import { normalizeSearch } from '../dominio/search-text';
import { DateTimeColumn, text, BusquedaColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { MantenimientoUsuario } from './mantenimiento-usuario.entity';

/** The maintenance estados (docs/especificacion-operaciones.md §4); any may be chosen freely. */
export const ESTADOS_MANTENIMIENTO = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export type EstadoMantenimiento = (typeof ESTADOS_MANTENIMIENTO)[number];
export const EN_PROCESO: EstadoMantenimiento = 'En Proceso';
/** A finished or cancelled maintenance notifies nobody. */
export const CERRADOS: EstadoMantenimiento[] = ['Completado', 'Cancelado'];

/** What the dialog's Opción sends: I (Insertar), U (Actualizar), D (Eliminar). */
export const OPCIONES = ['I', 'U', 'D'] as const;

/** A scheduled service of an asset (docs/especificacion-operaciones.md §3 "Mantenimiento"). */
@Entity('mantenimiento')
@Index(['companiaId'])
@Index(['companiaId', 'fecha'])
// The dashboard's maintenances by estado; see migration IndicesTablero.
@Index(['companiaId', 'estado'])
@Index(['activoId', 'estado'])
@Index(['fechaNotificacion'])
// The search's trigram index, PostgreSQL only; see migration BusquedaPorTrigramas.
@Index('IDX_mantenimiento_busqueda_trgm', { synchronize: false })
export class Mantenimiento extends RegistroDeCompania {
  @Column({ type: Number })
  activoId: number;

  @ManyToOne(() => Activo)
  @JoinColumn({ name: 'activoId' })
  activo?: Activo;

  /** The asset's codigo and descripcion when the maintenance was last saved. */
  @text(50) codigo: string | null;
  @text(500) descripcion: string | null;
  @text(1000) descripcionServicio: string | null;

  @Column({ type: String, length: 20, default: 'Pendiente' })
  estado: string;

  /** A phone number, for the WhatsApp link of users without their own. */
  @text(20) nro: string | null;
  @text(1) opcion: string | null;

  /** When the service is scheduled (UTC). */
  @DateTimeColumn({ nullable: true }) fecha: Date | null;
  /** When the assigned users are notified (UTC). */
  @DateTimeColumn({ nullable: true }) fechaNotificacion: Date | null;

  /** The asset's estado before this maintenance put it En mantenimiento; set only while it is En Proceso. */
  @text(50) estadoAnteriorActivo: string | null;

  @OneToMany(() => MantenimientoUsuario, (mu) => mu.mantenimiento)
  mantenimientoUsuarios?: MantenimientoUsuario[];

  /** normalizeSearch() of codigo, descripcion, the service, estado and nro, for `q` / `search`; never answered. */
  @BusquedaColumn((m: Mantenimiento) => normalizeSearch([m.codigo, m.descripcion, m.descripcionServicio, m.estado, m.nro].join(' ')).slice(0, 1200), 1200)
  busqueda?: string | null;
}
