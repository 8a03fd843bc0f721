import type { TranslateFunction } from 'react-admin';
import type { Inventario, UbicacionInventario } from '../api/tipos';

/** Translation key of an inventory text. */
export const texto = (clave: string) => `resources.inventarios.${clave}`;

/** "Inventario anual 2025": how a campaign is named. */
export const inventarioName = (inventario: Pick<Inventario, 'nombre'>): string => inventario.nombre;

/** Whether the campaign still takes readings, moves and its closing. */
export const estaAbierto = (inventario: Pick<Inventario, 'estado'>): boolean => inventario.estado === 'abierto';

/** "Av. Larco 1301 · Edif. B · Piso 3 · Contabilidad · Lima": the parts a location has, in the order people say them. */
export const ubicacionTexto = (ubicacion: UbicacionInventario | null | undefined, translate: TranslateFunction): string => {
    if (!ubicacion) return translate(texto('ubicacion.sin_ubicacion'));
    const partes = [
        ubicacion.direccion,
        ubicacion.edificio && translate(texto('ubicacion.edificio_de'), { edificio: ubicacion.edificio }),
        ubicacion.piso && translate(texto('ubicacion.piso_de'), { piso: ubicacion.piso }),
        ubicacion.area,
        ubicacion.sede,
    ].filter(Boolean);
    return partes.length ? partes.join(' · ') : translate(texto('ubicacion.sin_ubicacion'));
};
