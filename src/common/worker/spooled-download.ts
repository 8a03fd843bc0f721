import { randomUUID } from 'node:crypto';
import { open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** Seconds a download may go without the client reading a byte before its connection is closed (DOWNLOAD_STALL_SECONDS). */
let stallMs = 60_000;

export function configureDownloadStall(seconds: number): void {
  stallMs = seconds * 1000;
}

/**
 * A file answer whose bytes are produced while it is sent (a workbook written row by row) is written whole to a
 * temporary file first: its production, and the heavy-work slot it holds, end when the file is done, however slowly
 * the client reads. A file already in memory (a rendered PDF) is answered as it is.
 */
export async function spoolDownload(file: StreamableFile, res: Response): Promise<StreamableFile> {
  const headers = file.getHeaders();
  if (headers.length !== undefined) return file;
  const source = file.getStream();
  const stopProducing = () => source.destroy(new Error('The client went away while its download was produced'));
  res.once('close', stopProducing);
  const path = join(tmpdir(), `activos-descarga-${randomUUID()}`);
  const handle = await open(path, 'wx+', 0o600);
  // Where the system allows it the name goes at once: the open file lives on until it is read, and nothing stays on disk if the process dies.
  const unlinked = await rm(path).then(
    () => true,
    () => false,
  );
  const discard = () => (unlinked ? Promise.resolve() : rm(path, { force: true }));
  try {
    // Written by the handle itself: a write stream of it left open (autoClose: false) kept a hold on it, and the read
    // stream's close then never finished; the descriptor was only closed by the garbage collector.
    await writeFile(handle, source);
  } catch (error) {
    await handle.close();
    await discard();
    throw error;
  } finally {
    res.off('close', stopProducing);
  }
  const { size } = await handle.stat();
  const reader = handle.createReadStream({ start: 0, autoClose: true });
  res.once('close', () => {
    reader.destroy();
    void discard();
  });
  return new StreamableFile(reader, { type: headers.type, disposition: headers.disposition, length: size });
}

/** From here on the answer is being sent: a client that reads nothing for the stall time loses its connection. */
export function limitSendStall(res: Response): void {
  res.setTimeout(stallMs, () => res.destroy());
}
