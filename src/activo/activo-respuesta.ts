import { Activo } from './activo.entity';
import { miniaturaDe } from './miniatura';

/**
 * An asset as every answer shows it: the spec's joined names and timestamp names. Read for an answer only (a list's page,
 * an asset opened), its dates are already the ISO text the answer sends (fieldReader's `fechas: 'iso'`).
 */
export type ActivoRespuesta = CamposDeActivo & {
  usuario: { nombre: string; apellido: string | null } | null;
  area: { nombre: string } | null;
  /** Who holds it now (docs/custodios.md); null: nobody. */
  custodio: CustodioDelActivo | null;
  fechaCreacion: Date;
  fechaModificacion: Date;
  /** The image's 160 px WebP thumbnail (lists, selector, catalogue PDF); null without an uploaded image. */
  imagenMiniatura: string | null;
};

/** The custodian of an asset as its answer names them. */
export interface CustodioDelActivo {
  id: number;
  nombres: string;
  apellidos: string;
}

/** What an answer never shows: relations (it shows their names) and the search columns. */
const NO_RESPONDIDOS = new Set(['usuario', 'area', 'direccion', 'busqueda', 'descripcionBusqueda']);

/** An entity's answer, in a new object (the entity keeps its relations). */
export function toActivoRespuesta(activo: Activo): ActivoRespuesta {
  // A loop over the keys: rest destructuring of an object this wide costs ten times more, which an export of 100,000 assets feels.
  const campos: Record<string, unknown> = {};
  for (const clave in activo) if (!NO_RESPONDIDOS.has(clave)) campos[clave] = activo[clave as keyof Activo];
  return completarRespuesta(campos as CamposDeActivo, activo);
}

/** The columns of an asset without its search columns, as the exports read them. */
export type CamposDeActivo = Omit<Activo, 'usuario' | 'area' | 'direccion' | 'busqueda' | 'descripcionBusqueda'>;

type Nombres = {
  usuario?: { nombre: string; apellido: string | null } | null;
  area?: { nombre: string } | null;
  custodio?: CustodioDelActivo | null;
};

/** What an answer adds to an asset's columns, in this order: its user's, area's and custodian's names, the spec's names of its timestamps, its thumbnail. */
export function agregadosDeRespuesta(
  campos: Pick<CamposDeActivo, 'createdAt' | 'updatedAt' | 'imagen'>,
  { usuario, area, custodio }: Nombres,
): Pick<ActivoRespuesta, 'usuario' | 'area' | 'custodio' | 'fechaCreacion' | 'fechaModificacion' | 'imagenMiniatura'> {
  return {
    usuario: usuario ? { nombre: usuario.nombre, apellido: usuario.apellido } : null,
    area: area ? { nombre: area.nombre } : null,
    custodio: custodio ? { id: custodio.id, nombres: custodio.nombres, apellidos: custodio.apellidos } : null,
    fechaCreacion: campos.createdAt,
    fechaModificacion: campos.updatedAt,
    imagenMiniatura: miniaturaDe(campos.imagen),
  };
}

/** Turns `campos`, a fresh object nobody else holds, into its answer in place: the exports do so for every asset they read. */
export function completarRespuesta(campos: CamposDeActivo, nombres: Nombres): ActivoRespuesta {
  return Object.assign(campos, agregadosDeRespuesta(campos, nombres));
}

/** Some columns of an asset, with its user's, area's and custodian's names. */
export type ColumnasDeActivo<C extends keyof CamposDeActivo> = Pick<CamposDeActivo, C> & Pick<ActivoRespuesta, 'usuario' | 'area' | 'custodio'>;
