import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { detectImageType } from '../common/image';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOADS_ROUTE = '/uploads';

/** Asset images under UPLOAD_DIR/activos, named by the server so no client name reaches the disk. */
@Injectable()
export class ImagenesService {
  constructor(@Inject(environmentConfig.KEY) private readonly env: EnvironmentConfig) {}

  async save(file: Buffer): Promise<{ imagePath: string }> {
    const type = detectImageType(file);
    if (!type) throw new BadRequestException('Solo se permiten archivos JPG, PNG y GIF');
    const dir = join(this.env.UPLOAD_DIR, 'activos');
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${type}`;
    await writeFile(join(dir, name), file, { flag: 'wx' });
    return { imagePath: `${UPLOADS_ROUTE}/activos/${name}` };
  }
}
