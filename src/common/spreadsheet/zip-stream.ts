import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

/**
 * An entry is compressed in independent pieces of this size, several at once on libuv's threads (as pigz
 * does): one zlib stream would wait for the event loop between each of its chunks, and the loop is busy
 * generating the sheet, so compression ran at a fraction of its speed and the sheet waited for it.
 */
const PIECE_BYTES = 1024 * 1024;
/** Pieces compressing at once; a further one waits for the oldest to be written, so memory stays flat. */
const PIECES_IN_FLIGHT = 4;
const deflatePiece = promisify(deflateRaw);
/** Each piece ends on a byte boundary without closing the stream (a sync flush); this empty final block closes it. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

export const CLOSED = 'Excel export stopped: the output was closed';

interface CentralEntry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const DOS_DATE = (() => {
  const now = new Date();
  const time = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
  const date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  return { time, date };
})();

/**
 * A minimal streaming zip writer (deflate, data descriptors, no zip64): enough for
 * an xlsx, whose parts are written one after the other straight into `output`,
 * with back-pressure, so a large sheet never sits in memory.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: CentralEntry[] = [];

  constructor(private readonly output: Writable) {}

  /** Writes one entry; `write` receives a function to append its content. */
  async entry(name: string, write: (append: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(DOS_DATE.time, 10);
    header.writeUInt16LE(DOS_DATE.date, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    const offset = this.offset;
    await this.push(Buffer.concat([header, nameBytes]));

    let crc = 0;
    let size = 0;
    const piecesStart = this.offset;
    let text: Buffer[] = [];
    let textBytes = 0;
    const compressing: Promise<Buffer>[] = [];
    const compressText = () => {
      if (!textBytes) return;
      const piece = deflatePiece(Buffer.concat(text, textBytes), { level: 6, chunkSize: PIECE_BYTES, finishFlush: constants.Z_SYNC_FLUSH });
      // Awaited in order by writeOldest; a failure meanwhile must not count as unhandled.
      piece.catch(() => undefined);
      compressing.push(piece);
      text = [];
      textBytes = 0;
    };
    const writeOldest = async () => this.push(await compressing.shift()!);
    const append = async (content: string) => {
      if (this.output.destroyed) throw new Error(CLOSED);
      const bytes = Buffer.from(content, 'utf8');
      crc = crc32(bytes, crc);
      size += bytes.length;
      text.push(bytes);
      textBytes += bytes.length;
      if (textBytes < PIECE_BYTES) return;
      compressText();
      while (compressing.length > PIECES_IN_FLIGHT) await writeOldest();
    };
    await write(append);
    compressText();
    while (compressing.length) await writeOldest();
    await this.push(FINAL_BLOCK);
    const compressed = this.offset - piecesStart;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.push(descriptor);
    this.entries.push({ name: nameBytes, crc: crc >>> 0, compressed, size, offset });
  }

  /** Writes the central directory and ends `output`. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0808, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt16LE(DOS_DATE.time, 12);
      record.writeUInt16LE(DOS_DATE.date, 14);
      record.writeUInt32LE(e.crc, 16);
      record.writeUInt32LE(e.compressed, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      await this.push(Buffer.concat([record, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.push(end);
    await new Promise<void>((resolve) => this.output.end(resolve));
  }

  private async push(bytes: Buffer): Promise<void> {
    if (this.output.destroyed) throw new Error(CLOSED);
    this.offset += bytes.length;
    if (!this.output.write(bytes)) await drained(this.output);
  }
}

/** Resolves when `output` drains; rejects if it is closed first (the client went away). */
export function drained(output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (closed: boolean) => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      if (closed) reject(new Error(CLOSED));
      else resolve();
    };
    const onDrain = () => settle(false);
    const onClose = () => settle(true);
    output.on('drain', onDrain);
    output.on('close', onClose);
  });
}
