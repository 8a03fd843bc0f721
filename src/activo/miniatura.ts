import { UPLOADS_ROUTE } from '../common/storage/serve-uploads';

/** Side of an asset image's thumbnail, in pixels: the list, the selector and the catalogue PDF show it. */
export const MINIATURA_PX = 160;

const SUBIDA = new RegExp(`^${UPLOADS_ROUTE}/(activos/[A-Za-z0-9_-]+)\\.(?:jpg|png|gif)$`);

/** The storage key of an uploaded image's path (/uploads/activos/<uuid>.png → activos/<uuid>.png), or null for any other value. */
export function claveDeImagen(ruta: string | null | undefined): string | null {
  return ruta && SUBIDA.test(ruta) ? ruta.slice(UPLOADS_ROUTE.length + 1) : null;
}

/**
 * The thumbnail's key beside its image: activos/<uuid>.png → activos/<uuid>.160.webp.
 * Derived from the name, so no column or lookup is needed to answer it.
 */
export function claveDeMiniatura(claveImagen: string): string {
  return `${claveImagen.replace(/\.[a-z]+$/, '')}.${MINIATURA_PX}.webp`;
}

/** The thumbnail's path of an asset's `imagen`, or null when it is not an upload of ours (an external URL). */
export function miniaturaDe(imagen: string | null | undefined): string | null {
  const clave = claveDeImagen(imagen);
  return clave ? `${UPLOADS_ROUTE}/${claveDeMiniatura(clave)}` : null;
}
