import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import * as yauzl from 'yauzl';
import { TaskRejection } from '../worker/task-rejection';
import { DAMAGED_OR_TOO_LARGE, NOT_EXCEL } from './excel-limits';

const MAX_ENTRIES = 2000;
const MAX_TOTAL_UNCOMPRESSED = 200 * 1024 * 1024;
/** Deflate tops out near 1032:1; the parts of a real workbook stay well below this. */
const MAX_RATIO = 500;
const RATIO_CHECKED_FROM = 1024 * 1024;
/** workbook.xml and its relationships are read whole to find the first worksheet. */
const MAX_INDEX_PART = 5 * 1024 * 1024;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = 'xl/worksheets/sheet1.xml';
/** Stands in for a workbook without shared strings (inline strings only), with its CRC-32. */
const EMPTY_SHARED_STRINGS = { data: Buffer.from('<sst/>'), crc32: 0x85071652 };

export interface XlsxPackage {
  zip: yauzl.ZipFile;
  /** By part name, lower-cased (OOXML part names are case-insensitive). */
  entries: Map<string, yauzl.Entry>;
}

interface Part {
  name: string;
  crc32: number;
  size: number;
  open: () => Promise<Readable>;
}

/**
 * Lists the archive from its central directory, decompressing nothing, and rejects
 * what cannot be a sane workbook: too many entries, too much declared data, a
 * compression ratio only a zip bomb has, encryption, or no xl/workbook.xml.
 */
export async function openXlsxPackage(file: Buffer): Promise<XlsxPackage> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true, validateEntrySizes: true }, (error, opened) => (error ? reject(damaged()) : resolve(opened))),
  );
  if (zip.entryCount > MAX_ENTRIES) throw damaged();

  const entries = new Map<string, yauzl.Entry>();
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (declared > MAX_TOTAL_UNCOMPRESSED || (entry.uncompressedSize > RATIO_CHECKED_FROM && ratio > MAX_RATIO) || entry.isEncrypted()) {
        return reject(damaged());
      }
      entries.set(partName(entry.fileName), entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', () => reject(damaged()));
    zip.readEntry();
  });
  if (!entries.has(WORKBOOK)) throw new TaskRejection(NOT_EXCEL);
  return { zip, entries };
}

/**
 * The parts exceljs's streaming WorkbookReader needs, as a new uncompressed zip
 * stream in the order it needs them: workbook, relationships, styles, shared
 * strings, then the first worksheet only. Handed the upload itself, the reader
 * would spool every worksheet stored before the shared strings (Excel's own order)
 * to temporary files, and inflate each entry as far as its data goes; here yauzl
 * stops every entry at its declared size, which openXlsxPackage has bounded.
 * `failure` rejects when a part turns out corrupt: the reader would just wait.
 */
export async function firstWorksheetArchive(pkg: XlsxPackage): Promise<{ stream: Readable; failure: Promise<never> }> {
  const workbook = requiredPart(pkg, WORKBOOK);
  const rels = requiredPart(pkg, WORKBOOK_RELS);
  const sheet = requiredPart(pkg, firstWorksheetName(await readIndexPart(pkg, workbook), await readIndexPart(pkg, rels)));
  const sharedStrings = pkg.entries.get(SHARED_STRINGS.toLowerCase());
  const styles = pkg.entries.get(STYLES.toLowerCase());
  const parts: Part[] = [
    zipPart(pkg, WORKBOOK, workbook),
    zipPart(pkg, WORKBOOK_RELS, rels),
    ...(styles ? [zipPart(pkg, STYLES, styles)] : []),
    sharedStrings
      ? zipPart(pkg, SHARED_STRINGS, sharedStrings)
      : { name: SHARED_STRINGS, ...EMPTY_SHARED_STRINGS, size: EMPTY_SHARED_STRINGS.data.length, open: async () => Readable.from([EMPTY_SHARED_STRINGS.data]) },
    zipPart(pkg, WORKSHEET, sheet),
  ];

  const stream = new PassThrough();
  const failure = (async () => {
    for (const part of parts) {
      stream.write(localFileHeader(part));
      await pipeline(await part.open(), stream, { end: false });
    }
    // No central directory: the reader parses local headers only and stops at the end of the stream.
    stream.end();
  })().then(
    () => new Promise<never>(() => undefined),
    () => {
      throw damaged();
    },
  );
  return { stream, failure };
}

/** The first sheet of the workbook (tab order) that is a worksheet, as a part name. */
function firstWorksheetName(workbookXml: string, relsXml: string): string {
  const targets = new Map<string, string>();
  for (const [, attributes] of relsXml.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const id = attribute(attributes, 'Id');
    const target = attribute(attributes, 'Target');
    if (id && target) targets.set(id, target);
  }
  const sheets = /<(?:\w+:)?sheets\b[^>]*>([\s\S]*?)<\/(?:\w+:)?sheets>/.exec(workbookXml)?.[1] ?? '';
  for (const [, attributes] of sheets.matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)) {
    const target = targets.get(attribute(attributes, '\\w+:id') ?? '');
    if (target && /(^|\/)worksheets\//i.test(target)) return target.startsWith('/') ? target : `xl/${target}`;
  }
  throw damaged();
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])(.*?)\\1`).exec(attributes)?.[2];
}

function requiredPart(pkg: XlsxPackage, name: string): yauzl.Entry {
  const entry = pkg.entries.get(partName(name));
  if (!entry) throw damaged();
  return entry;
}

async function readIndexPart(pkg: XlsxPackage, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > MAX_INDEX_PART) throw damaged();
  try {
    return await text(await openEntry(pkg.zip, entry));
  } catch {
    throw damaged();
  }
}

function zipPart(pkg: XlsxPackage, name: string, entry: yauzl.Entry): Part {
  return { name, crc32: entry.crc32, size: entry.uncompressedSize, open: () => openEntry(pkg.zip, entry) };
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
}

/** A stored (uncompressed) entry with its sizes in the header, so the reader needs no data descriptor. */
function localFileHeader(part: Part): Buffer {
  const name = Buffer.from(part.name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed to extract
  header.writeUInt16LE(0x0800, 6); // UTF-8 names; method 0 (stored) and a zero date follow
  header.writeUInt32LE(part.crc32 >>> 0, 14);
  header.writeUInt32LE(part.size, 18);
  header.writeUInt32LE(part.size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** Part names as stored vary in a leading slash, `./` and `../` segments and case. */
function partName(path: string): string {
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return segments.join('/').toLowerCase();
}

function damaged(): TaskRejection {
  return new TaskRejection(DAMAGED_OR_TOO_LARGE);
}
