import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { FieldError } from '../common/error-body';
import { shareLoop } from '../common/event-loop';
import { fieldErrors } from '../common/validation-errors';
import { LECTURAS_POR_LOTE } from '../dominio/inventario';
import { LecturaDto } from './dto/lectura.dto';

/** A reading of a batch as validated: its body, or why it is refused. */
export type LecturaValidada = { indice: number; codigo: string | null; dto: LecturaDto } | { indice: number; codigo: string | null; errores: FieldError[] };

/** The body of POST …/lecturas: one reading, or a batch of them each validated on its own. */
export type CuerpoDeLecturas = { lectura: LecturaDto } | { lote: LecturaValidada[] };

/** Each reading with the global pipe's options: unknown fields dropped, nested ones validated, messages by field. */
function validar(item: unknown, indice: number): LecturaValidada {
  const codigo = typeof (item as { codigo?: unknown } | null)?.codigo === 'string' ? (item as { codigo: string }).codigo : null;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return { indice, codigo, errores: [{ field: '', message: 'Cada lectura debe ser un objeto { codigo, ubicacion, … }' }] };
  const dto = plainToInstance(LecturaDto, item);
  const errores = fieldErrors(validateSync(dto, { whitelist: true, forbidUnknownValues: true }));
  return errores.length ? { indice, codigo, errores } : { indice, codigo, dto };
}

/**
 * A reading alone is validated as any body (400 with its messages by field); a batch (an array of 1 to 1,000) is
 * validated reading by reading, so the good ones are saved and each bad one is reported in its row.
 */
@Injectable()
export class LecturasPipe implements PipeTransform<unknown, Promise<CuerpoDeLecturas>> {
  async transform(value: unknown): Promise<CuerpoDeLecturas> {
    if (!Array.isArray(value)) {
      const validada = validar(value, 0);
      if ('dto' in validada) return { lectura: validada.dto };
      throw new BadRequestException({ message: [...new Set(validada.errores.map((e) => e.message))], errors: validada.errores, error: 'Bad Request' });
    }
    if (!value.length) throw new BadRequestException('El lote no tiene lecturas');
    if (value.length > LECTURAS_POR_LOTE) throw new BadRequestException(`Un lote admite como máximo ${LECTURAS_POR_LOTE} lecturas`);
    const lote: LecturaValidada[] = [];
    // A reading at a time: validating a thousand holds the event loop for a few hundred milliseconds.
    for (const [indice, item] of value.entries()) {
      await shareLoop();
      lote.push(validar(item, indice));
    }
    return { lote };
  }
}
