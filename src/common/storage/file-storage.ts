/**
 * Where uploaded files live. Modules name a file by its key ("activos/<uuid>.png"),
 * never by a path, so another store (an S3 or Azure Blob bucket) is one more
 * implementation bound in StorageModule, with no change to the modules.
 */
export abstract class FileStorage {
  /** Stores `data` under a new key; an existing file is never overwritten. */
  abstract save(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  abstract read(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  abstract delete(key: string): Promise<void>;
}

const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}';
const KEY = new RegExp(`^(?:${SEGMENT}/){0,4}${SEGMENT}$`);

/** Relative names of plain segments: no "..", no hidden file, nothing a path could be built from. */
export const isStorageKey = (key: string): boolean => KEY.test(key);
