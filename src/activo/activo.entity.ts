import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Area } from '../area/area.entity';
import { normalizeSearch } from '../dominio/search-text';
import { BusquedaColumn, DateTimeColumn, DecimalColumn, JsonTextColumn, text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { Direccion } from '../direccion/direccion.entity';
import { Usuario } from '../usuario/usuario.entity';

/** An asset of the catalogue (docs/especificacion-activos.md §3 "Activo"). */
@Entity('activo')
@Index(['companiaId', 'codigo'], { unique: true })
// Dashboard counts of the books by estado and area, from the index alone; see migration CicloDeVidaDelActivo.
@Index(['companiaId', 'estado', 'fechaBaja'])
@Index(['companiaId', 'areaId', 'fechaBaja'])
// The Reporte de Asignación's totals by user from the index alone; see migration IndiceAsignacionActivos.
@Index(['companiaId', 'usuarioId', 'total'])
@Index(['companiaId', 'createdAt'])
// The exports' keyset-paged reads by id; see migration IndiceExportacionActivos.
@Index(['companiaId', 'id'])
// The dashboard's depreciation groups (read in this order, without sorting; see migration CicloDeVidaDelActivo) and its assets out of service by month (IndicesTablero).
@Index(['companiaId', 'categoria', 'tasaDepreciacion', 'categoriaDepreciacion', 'fechaAdquisicion', 'fechaInicioUso', 'total', 'precio', 'fechaBaja'])
@Index(['companiaId', 'activoBool', 'updatedAt'])
@Index(['companiaId', 'fechaBaja'])
// The list as it opens (not disposed of, by code), read from an index of the assets in service; see migration IndiceListaVigente.
@Index(['companiaId', 'codigo', 'id', 'fechaBaja'], { where: '"fechaBaja" IS NULL' })
// The upload sweep and an image's release ask whether any asset still shows a file; see migration ImagenesSubidas.
@Index(['imagen'])
// The search's trigram indexes, PostgreSQL only; see migration BusquedaPorTrigramas.
@Index('IDX_activo_busqueda_trgm', { synchronize: false })
@Index('IDX_activo_codigo_trgm', { synchronize: false })
export class Activo extends RegistroDeCompania {
  @Column({ type: String, length: 50 })
  codigo: string;

  @text(100) tipoActivo: string | null;

  @Column({ type: String, length: 500 })
  descripcion: string;

  @text(100) marca: string | null;
  @text(100) modelo: string | null;
  @text(100) serie: string | null;
  @text(50) color: string | null;
  @text(100) tipoMaterial: string | null;

  /** cm */
  @DecimalColumn(2, { nullable: true }) largo: number | null;
  @DecimalColumn(2, { nullable: true }) ancho: number | null;
  @DecimalColumn(2, { nullable: true }) altura: number | null;
  @text(100) dimensiones: string | null;
  /** kg */
  @DecimalColumn(2, { nullable: true }) peso: number | null;
  @text(50) consumoEnergia: string | null;
  @text(100) tipoEquipoCategoria: string | null;
  @text(50) codigoFamilia: string | null;
  @text(100) categoria: string | null;
  @text(100) edificio: string | null;
  @text(50) piso: string | null;

  @Column({ type: Number, nullable: true })
  direccionId: number | null;

  @ManyToOne(() => Direccion)
  @JoinColumn({ name: 'direccionId' })
  direccion?: Direccion | null;

  @text(50) codLinea: string | null;
  @text(50) estado: string | null;
  @text(255) detalleStatus: string | null;
  @text(1000) observaciones: string | null;

  @Column({ type: Number, nullable: true })
  usuarioId: number | null;

  @ManyToOne(() => Usuario)
  @JoinColumn({ name: 'usuarioId' })
  usuario?: Usuario | null;

  @text(200) usuarioAnterior: string | null;

  @Column({ type: Number, nullable: true })
  areaId: number | null;

  @ManyToOne(() => Area)
  @JoinColumn({ name: 'areaId' })
  area?: Area | null;

  @text(100) sede: string | null;
  @text(50) nroVoucher: string | null;
  @text(100) categoriaSunat: string | null;
  @text(100) centroCostos: string | null;
  @text(11) rucProveedor: string | null;
  @text(200) proveedor: string | null;
  @DateTimeColumn({ nullable: true }) fechaAdquisicion: Date | null;
  /** First use (RLIR art. 22 d): depreciation starts in its month. Null: the acquisition date. Never before it. */
  @DateTimeColumn({ nullable: true }) fechaInicioUso: Date | null;
  @text(50) nroFactura: string | null;
  @text(100) tipoEquipoContable: string | null;
  @text(255) descripcionContable: string | null;

  @Column({ type: Number, default: 1 })
  cantidad: number;

  @DecimalColumn(2, { nullable: true }) precioUndMn: number | null;
  @DecimalColumn(2, { nullable: true }) precioUndMe: number | null;
  @DecimalColumn(3, { nullable: true }) tipoCambio: number | null;
  @DecimalColumn(2, { default: 0 }) importeMn: number;
  @DecimalColumn(2, { default: 0 }) precio: number;
  @DecimalColumn(2, { default: 0 }) igv: number;
  @DecimalColumn(2, { default: 0 }) total: number;
  /** Annual percentage; empty means the maximum of its SUNAT depreciation category, and never above it. */
  @DecimalColumn(2, { nullable: true }) tasaDepreciacion: number | null;
  /** The SUNAT depreciation category (dominio/tasas-sunat.ts CATEGORIAS_DEPRECIACION); null when not classified. */
  @text(30) categoriaDepreciacion: string | null;
  /** Tax book's accumulated depreciation as at the day before the company's cut-over (docs/contabilidad.md); null: computed from the rate. */
  @DecimalColumn(2, { nullable: true }) depreciacionAcumuladaInicial: number | null;
  /** The same in the financial book. */
  @DecimalColumn(2, { nullable: true }) depreciacionAcumuladaInicialFinanciera: number | null;
  /** Financial book (NIC 16): useful life in months; null: the one the rate implies (20 % → 60). */
  @Column({ type: Number, nullable: true }) vidaUtilMeses: number | null;
  /** Financial book: the part of the cost never depreciated; null: 0. */
  @DecimalColumn(2, { nullable: true }) valorResidual: number | null;
  /** The disposal's date (activo_baja holds the rest), here so lists, exports and reports leave disposed assets out on the index. */
  @DateTimeColumn({ nullable: true }) fechaBaja: Date | null;

  @Column({ type: Number, nullable: true })
  anioFabricacion: number | null;

  @DateTimeColumn({ nullable: true }) fechaInventario: Date | null;
  @text(500) imagen: string | null;

  // The default spelled as the migration writes it: TypeORM would write 1 on SQLite, where the table says true.
  @Column({ type: Boolean, default: true })
  activoBool: boolean;

  /** The company's own fields (docs/campos-personalizados.md), clave → valor, checked against their definitions on every write. */
  @JsonTextColumn()
  camposPersonalizados: Record<string, string | number | boolean>;

  /** normalizeSearch() of the text fields, for `q` / `search`; never answered. */
  @BusquedaColumn((a: Activo) => activoSearchText(a).busqueda, 1200)
  busqueda?: string | null;

  /** normalizeSearch(descripcion), for the accent-insensitive descripcion filter; never answered. */
  @BusquedaColumn((a: Activo) => activoSearchText(a).descripcionBusqueda, 500)
  descripcionBusqueda?: string | null;
}

/** The normalised search columns of an asset; bulk inserts that skip entity listeners call it directly. */
export function activoSearchText(a: Pick<Activo, 'codigo' | 'descripcion' | 'marca' | 'modelo' | 'serie' | 'categoria' | 'estado' | 'proveedor'>) {
  return {
    descripcionBusqueda: normalizeSearch(a.descripcion),
    busqueda: normalizeSearch([a.codigo, a.descripcion, a.marca, a.modelo, a.serie, a.categoria, a.estado, a.proveedor].join(' ')),
  };
}
