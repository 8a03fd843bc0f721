import { Activo } from './activo.entity';
import { miniaturaDe } from './miniatura';

/** An asset as every answer shows it: the spec's joined names and timestamp names. */
export type ActivoRespuesta = Omit<Activo, 'usuario' | 'area' | 'direccion' | 'busqueda' | 'descripcionBusqueda'> & {
  usuario: { nombre: string; apellido: string | null } | null;
  area: { nombre: string } | null;
  fechaCreacion: Date;
  fechaModificacion: Date;
  /** The image's 160 px WebP thumbnail (lists, selector, catalogue PDF); null without an uploaded image. */
  imagenMiniatura: string | null;
};

export function toActivoRespuesta(activo: Activo): ActivoRespuesta {
  const { usuario, area, direccion: _direccion, busqueda: _b, descripcionBusqueda: _d, ...campos } = activo;
  return {
    ...campos,
    usuario: usuario ? { nombre: usuario.nombre, apellido: usuario.apellido } : null,
    area: area ? { nombre: area.nombre } : null,
    fechaCreacion: activo.createdAt,
    fechaModificacion: activo.updatedAt,
    imagenMiniatura: miniaturaDe(activo.imagen),
  };
}
