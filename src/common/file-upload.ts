import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  PayloadTooLargeException,
  PipeTransform,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { Observable } from 'rxjs';

export interface FileUploadOptions {
  maxBytes: number;
  /** 413 message beyond maxBytes. */
  tooLargeMessage: string;
  /** 400 message for any other malformed multipart body (several files, another field name…). */
  invalidMessage: string;
  /** The text fields besides `file` (name → description, for Swagger). */
  fields?: Record<string, string>;
  fileDescription: string;
}

/**
 * A route that takes one file in the multipart field `file`, kept in memory (multer
 * stops reading at the first limit exceeded), with Spanish errors instead of multer's
 * English ones. The file's type is checked by its content by the handler.
 */
export function FileUpload(options: FileUploadOptions) {
  const fieldCount = Object.keys(options.fields ?? {}).length;
  const Multipart = FileInterceptor('file', {
    limits: { fileSize: options.maxBytes, files: 1, fields: fieldCount, parts: fieldCount + 1, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 20 },
  });

  @Injectable()
  class SpanishFileInterceptor extends Multipart {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(options.tooLargeMessage);
        if (error instanceof BadRequestException) throw new BadRequestException(options.invalidMessage);
        throw error;
      }
    }
  }

  const textFields = Object.fromEntries(Object.entries(options.fields ?? {}).map(([name, description]) => [name, { type: 'string', description }]));
  return applyDecorators(
    UseInterceptors(SpanishFileInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: options.fileDescription }, ...textFields },
      },
    }),
  );
}

/** An uploaded file: its bytes and the name the client gave it. */
export interface NamedUpload {
  bytes: Buffer;
  fileName: string;
}

/**
 * Multer reads the part's file name as latin1, while browsers send it in UTF-8: "póliza.pdf" arrives as "pÃ³liza.pdf".
 * Read back as UTF-8 unless those bytes are not UTF-8 (a client that did send latin1).
 */
function nombreEnUtf8(nombre: string): string {
  const utf8 = Buffer.from(nombre, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? nombre : utf8;
}

class RequiredUploadPipe implements PipeTransform<{ buffer: Buffer; originalname?: string } | undefined, NamedUpload> {
  constructor(private readonly noFileMessage: string) {}

  transform(file: { buffer: Buffer; originalname?: string } | undefined): NamedUpload {
    if (!file?.buffer?.length) throw new BadRequestException(this.noFileMessage);
    return { bytes: file.buffer, fileName: nombreEnUtf8(file.originalname ?? '') };
  }
}

class BytesPipe implements PipeTransform<NamedUpload, Buffer> {
  transform(upload: NamedUpload): Buffer {
    return upload.bytes;
  }
}

/** The uploaded file with its name; 400 with `noFileMessage` when none (or an empty one) was sent. */
export const UploadedNamedFile = (noFileMessage: string) => UploadedFile(new RequiredUploadPipe(noFileMessage));

/** The uploaded file's bytes; 400 with `noFileMessage` when none (or an empty one) was sent. */
export const UploadedBytes = (noFileMessage: string) => UploadedFile(new RequiredUploadPipe(noFileMessage), new BytesPipe());
