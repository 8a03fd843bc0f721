import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FileStorage, isStorageKey } from './file-storage';

const NOT_A_FILE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/** Files under one directory (UPLOAD_DIR): with several replicas, a volume they all mount. */
export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  async save(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Nombre de archivo no permitido: ${JSON.stringify(key)}`);
    return join(this.root, ...key.split('/'));
  }
}
