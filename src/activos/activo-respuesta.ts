import { Activo } from './activo.entity';

/** An asset as every answer shows it: the spec's joined names and timestamp names. */
export type ActivoRespuesta = Omit<Activo, 'usuario' | 'area' | 'direccion' | 'busqueda' | 'descripcionBusqueda' | 'depreciacionBase'> & {
  usuario: { nombre: string; apellido: string | null } | null;
  area: { nombre: string } | null;
  fechaCreacion: Date;
  fechaModificacion: Date;
};

export function toActivoRespuesta(activo: Activo): ActivoRespuesta {
  const { usuario, area, direccion: _direccion, busqueda: _b, descripcionBusqueda: _d, depreciacionBase: _p, ...campos } = activo;
  return {
    ...campos,
    usuario: usuario ? { nombre: usuario.nombre, apellido: usuario.apellido } : null,
    area: area ? { nombre: area.nombre } : null,
    fechaCreacion: activo.createdAt,
    fechaModificacion: activo.updatedAt,
  };
}
