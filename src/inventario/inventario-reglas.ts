import { formatDia, formatLimaDateTime } from '../common/lima-time';
import { camposLeidos, enSuLugar, EstadoFisico, ResultadoLectura } from '../dominio/inventario';
import type { EstadoInventario, Inventario } from './inventario.entity';
import type { InventarioLectura } from './inventario-lectura.entity';

/*
 * What a campaign answers and how a reading is reconciled with the books; the comparison of
 * places is src/dominio/inventario.ts, shared with the phone.
 */

/** A place as answered: ids, with the address and the area by name. */
export interface Ubicacion {
  direccionId: number | null;
  direccion: string | null;
  edificio: string | null;
  piso: string | null;
  areaId: number | null;
  area: string | null;
  sede: string | null;
}

/** The scope of a campaign: the assets of these areas, sedes and addresses (each criterion given must hold); empty, all. */
export interface Alcance {
  areaIds?: number[];
  sedes?: string[];
  direccionIds?: number[];
}

export interface InventarioRespuesta {
  id: number;
  nombre: string;
  /** YYYY-MM-DD */
  fechaCorte: string;
  alcance: Alcance;
  estado: EstadoInventario;
  creadoPor: string;
  createdAt: Date;
  cerradoEl: Date | null;
  cerradoPor: string | null;
  esperados: number;
  leidos: number;
  sobrantes: number;
}

/** An asset as the books have it. */
export interface ActivoEnUbicacion {
  id: number;
  codigo: string;
  descripcion: string;
  ubicacion: Ubicacion;
}

/** An asset of the scope, for the phone to count without network. */
export interface ActivoDeInventario extends ActivoEnUbicacion {
  leido: boolean;
}

export interface LecturaRespuesta {
  id: number;
  codigo: string;
  textoLeido: string | null;
  activoId: number | null;
  activo: ActivoEnUbicacion | null;
  resultado: ResultadoLectura;
  ubicacion: Ubicacion;
  estadoFisico: EstadoFisico | null;
  observacion: string | null;
  leidoEl: Date;
  usuario: string;
}

export interface FilaConciliacion {
  activo: ActivoEnUbicacion;
  lectura: LecturaRespuesta | null;
  propuesta: Ubicacion | null;
}

export interface ResumenConciliacion {
  esperados: number;
  encontrados: number;
  otraUbicacion: number;
  faltantes: number;
  sobrantes: number;
  dadosDeBaja: number;
  fueraDeAlcance: number;
}

/** What a closed campaign keeps of its reconciliation's figures (Inventario.resumen). */
export type ResumenGuardado = ResumenConciliacion & { leidos: number };

export interface Conciliacion {
  inventario: InventarioRespuesta;
  resumen: ResumenConciliacion;
  encontrados: FilaConciliacion[];
  otraUbicacion: FilaConciliacion[];
  faltantes: FilaConciliacion[];
  sobrantes: LecturaRespuesta[];
  dadosDeBaja: FilaConciliacion[];
  fueraDeAlcance: FilaConciliacion[];
}

/** An asset in the books of a campaign (live while open, as kept when closed): where it stands, whether in scope, whether disposed of. */
export interface ActivoEnLibros extends ActivoEnUbicacion {
  enAlcance: boolean;
  dadoDeBaja: boolean;
}

/** The books a campaign is reconciled with: its scope by code, and any assets by id. */
export interface Libros {
  enAlcance(): AsyncIterable<ActivoEnLibros>;
  de(ids: number[]): Promise<Map<number, ActivoEnLibros>>;
}

export const fechaCorteDe = (inventario: Pick<Inventario, 'fechaCorte'>) => inventario.fechaCorte.toISOString().slice(0, 10);

export const alcanceDe = (inventario: Pick<Inventario, 'alcance'>): Alcance => JSON.parse(inventario.alcance) as Alcance;

export const ubicacionDe = (fila: Ubicacion): Ubicacion => ({
  direccionId: fila.direccionId,
  direccion: fila.direccion,
  edificio: fila.edificio,
  piso: fila.piso,
  areaId: fila.areaId,
  area: fila.area,
  sede: fila.sede,
});

export const activoEnUbicacion = ({ id, codigo, descripcion, ubicacion }: ActivoEnUbicacion): ActivoEnUbicacion => ({ id, codigo, descripcion, ubicacion });

/** What a reading of this asset (null: a code the books do not have) found; an unreadable one, that it named no code. */
export function resultadoDe(activo: ActivoEnLibros | null, leida: Ubicacion, ilegible = false): ResultadoLectura {
  if (ilegible) return 'ilegible';
  if (!activo) return 'sobrante';
  if (activo.dadoDeBaja) return 'dado_de_baja';
  if (!activo.enAlcance) return 'fuera_de_alcance';
  return enSuLugar(activo.ubicacion, leida) ? 'encontrado' : 'otra_ubicacion';
}

export function lecturaRespuesta(fila: InventarioLectura, activo: ActivoEnLibros | null): LecturaRespuesta {
  const ubicacion = ubicacionDe(fila);
  return {
    id: fila.id,
    codigo: fila.codigo,
    textoLeido: fila.textoLeido,
    activoId: fila.activoId,
    activo: activo && activoEnUbicacion(activo),
    resultado: resultadoDe(activo, ubicacion, fila.textoLeido !== null),
    ubicacion,
    estadoFisico: fila.estadoFisico,
    observacion: fila.observacion,
    leidoEl: fila.leidoEl,
    usuario: fila.usuario,
  };
}

/** Where a move would leave an asset read elsewhere: the books' place with what the reading brings (address and area by name). */
export function propuestaDe(libros: Ubicacion, leida: Ubicacion): Ubicacion {
  const propuesta = { ...libros };
  for (const campo of camposLeidos(leida)) {
    Object.assign(propuesta, { [campo]: leida[campo] });
    if (campo === 'direccionId') propuesta.direccion = leida.direccion;
    if (campo === 'areaId') propuesta.area = leida.area;
  }
  return propuesta;
}

/** A place in one line, as the acta, the spreadsheet and a movement's arrival point write it. */
export function textoDeUbicacion(ubicacion: Ubicacion | null): string {
  if (!ubicacion) return '';
  const { direccion, edificio, piso, area, sede } = ubicacion;
  return [direccion, edificio && `Edificio ${edificio}`, piso && `Piso ${piso}`, area && `Área ${area}`, sede && `Sede ${sede}`].filter(Boolean).join(' · ') || 'Sin ubicación';
}

/** The scope in words, with the names of its areas and addresses. */
export function textoDeAlcance(alcance: Alcance, nombres: { areas: ReadonlyMap<number, string>; direcciones: ReadonlyMap<number, string> }): string {
  const partes = [
    alcance.areaIds?.length && `Áreas: ${alcance.areaIds.map((id) => nombres.areas.get(id) ?? `#${id}`).join(', ')}`,
    alcance.sedes?.length && `Sedes: ${alcance.sedes.join(', ')}`,
    alcance.direccionIds?.length && `Direcciones: ${alcance.direccionIds.map((id) => nombres.direcciones.get(id) ?? `#${id}`).join('; ')}`,
  ].filter(Boolean);
  return partes.length ? partes.join(' · ') : 'Todos los activos en libros';
}

/** The campaign's state in words, with PROVISIONAL while it is open: the acta and the spreadsheet head with it. */
export const textoDeEstado = (inventario: InventarioRespuesta) =>
  inventario.estado === 'cerrado' && inventario.cerradoEl
    ? `Cerrado el ${formatLimaDateTime(inventario.cerradoEl)} por ${inventario.cerradoPor ?? '—'}`
    : 'PROVISIONAL: el inventario sigue abierto y sus cifras pueden cambiar';

export const textoDeFechaCorte = (inventario: InventarioRespuesta) => formatDia(new Date(`${inventario.fechaCorte}T00:00:00Z`));
