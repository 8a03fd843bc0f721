import { detectImageType } from './image';

export type TipoDeArchivo = 'pdf' | 'jpg' | 'png' | 'xlsx' | 'docx';

export const MIME_DE_ARCHIVO: Record<TipoDeArchivo, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The main part each Office Open XML type must carry besides [Content_Types].xml. */
const PARTE_PRINCIPAL: Array<[TipoDeArchivo, string]> = [
  ['xlsx', 'xl/workbook.xml'],
  ['docx', 'word/document.xml'],
];

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of up to 65,535. */
const EOCD_MAX_DESDE_EL_FINAL = 22 + 0xffff;

/**
 * What a document's bytes are: a PDF, a JPEG or PNG image, or an XLSX or DOCX (zips whose central directory lists
 * [Content_Types].xml and the workbook or document part); null for anything else, whatever its name says. A zip is
 * read from its central directory only, without inflating anything.
 */
export function detectDocumentType(bytes: Buffer): TipoDeArchivo | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const imagen = detectImageType(bytes);
  if (imagen === 'jpg' || imagen === 'png') return imagen;
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  const partes = partesDelZip(bytes);
  if (!partes?.has('[Content_Types].xml')) return null;
  return PARTE_PRINCIPAL.find(([, parte]) => partes.has(parte))?.[0] ?? null;
}

/** The names in a zip's central directory, or null when it has none that reads whole. */
function partesDelZip(bytes: Buffer): Set<string> | null {
  const desde = Math.max(0, bytes.length - EOCD_MAX_DESDE_EL_FINAL);
  let fin = -1;
  for (let i = bytes.length - 22; i >= desde; i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      fin = i;
      break;
    }
  }
  if (fin < 0) return null;
  const entradas = bytes.readUInt16LE(fin + 10);
  let p = bytes.readUInt32LE(fin + 16);
  const nombres = new Set<string>();
  for (let n = 0; n < entradas; n++) {
    if (p + 46 > fin || bytes.readUInt32LE(p) !== CENTRAL) return null;
    const largoNombre = bytes.readUInt16LE(p + 28);
    const largoExtra = bytes.readUInt16LE(p + 30);
    const largoComentario = bytes.readUInt16LE(p + 32);
    if (p + 46 + largoNombre > fin) return null;
    nombres.add(bytes.subarray(p + 46, p + 46 + largoNombre).toString('utf8'));
    p += 46 + largoNombre + largoExtra + largoComentario;
  }
  return nombres;
}
