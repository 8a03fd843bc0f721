import { API_URL } from '../dataProvider';

// docs/especificacion-activos.md §2: an asset's image is an upload of its company, served by the API's host under /uploads/.
const API_ORIGIN = new URL(API_URL, window.location.origin).origin;
const SUBIDAS = '/uploads/';

/** Where an image is loaded from: an upload's path on the API's host; any other value (which the API refuses) is not shown. */
export const imageUrl = (imagen: string | null | undefined): string | undefined =>
    imagen?.startsWith(SUBIDAS) ? new URL(imagen, `${API_ORIGIN}/`).href : undefined;

/** What a list or picker shows: the thumbnail (the image itself when it has none yet). The full image only in the preview. */
export const thumbnailUrl = (activo: { imagen: string | null; imagenMiniatura?: string | null } | undefined): string | undefined =>
    imageUrl(activo?.imagenMiniatura ?? activo?.imagen);

// docs/especificacion-activos.md §5 and §9; the API checks them again, by content.
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** Translation key of why the file can't be an asset's image, or nothing. */
export const imageProblem = (file: File): string | undefined => {
    if (!IMAGE_TYPES.includes(file.type)) return 'resources.activos.image.bad_type';
    if (file.size > IMAGE_MAX_BYTES) return 'resources.activos.image.too_large';
    return undefined;
};

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
