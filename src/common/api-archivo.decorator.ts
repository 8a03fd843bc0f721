import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/** A download: the document shows its type and a binary body, so generated clients read it as a file. */
export const ApiArchivo = (mime: string) =>
  applyDecorators(ApiProduces(mime), ApiOkResponse({ description: 'El archivo', content: { [mime]: { schema: { type: 'string', format: 'binary' } } } }));
