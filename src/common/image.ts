import sharp from 'sharp';

export type ImageType = 'jpg' | 'png' | 'gif';

/** The image type by its first bytes (JPEG, PNG, GIF87a/89a), or null. */
export function detectImageType(buffer: Buffer): ImageType | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 6 && /^GIF8[79]a$/.test(buffer.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

/** Images of more pixels are refused before being decoded: a 5 MB PNG can otherwise unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A WebP that fits in `px` × `px` (never enlarged), turned upright by its EXIF
 * orientation; the first frame of an animated GIF. sharp decodes off the event loop.
 * Rejects when the bytes do not decode as an image.
 */
export function webpThumbnail(image: Buffer, px: number): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(px, px, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}

/** The image as JPEG on white, for documents whose renderer reads no WebP (pdfkit). */
export function toJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
}
