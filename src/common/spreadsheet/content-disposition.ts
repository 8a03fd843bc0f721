/**
 * `Content-Disposition` of a download: an ASCII `filename` for old clients (accents
 * dropped, anything else unsafe replaced by '_') and the exact name as RFC 5987
 * `filename*`. Path separators and control characters never reach either.
 */
export function contentDisposition(filename: string): string {
  const name = filename.replace(/[\\/\u0000-\u001f\u007f]/g, '_');
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["%\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
