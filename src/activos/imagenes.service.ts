import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { detectImageType } from '../common/image';
import { FileStorage } from '../common/storage/file-storage';
import { UPLOADS_ROUTE } from '../common/storage/serve-uploads';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Asset images in the file storage under activos/, named by the server so no client name is used. */
@Injectable()
export class ImagenesService {
  constructor(private readonly storage: FileStorage) {}

  async save(file: Buffer): Promise<{ imagePath: string }> {
    const type = detectImageType(file);
    if (!type) throw new BadRequestException('Solo se permiten archivos JPG, PNG y GIF');
    const key = `activos/${randomUUID()}.${type}`;
    await this.storage.save(key, file);
    return { imagePath: `${UPLOADS_ROUTE}/${key}` };
  }
}
