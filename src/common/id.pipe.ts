import { BadRequestException, Param, PipeTransform, Query } from '@nestjs/common';

const MAX_ID = 999_999_999;

/**
 * A positive database id; anything else is a Spanish 400, never a 500 from an overflow.
 * The global ValidationPipe runs first and may already have turned the text into a number.
 */
export class ParseIdPipe implements PipeTransform<string | number | undefined, number | undefined> {
  constructor(
    private readonly name: string,
    private readonly optional = false,
  ) {}

  transform(value: string | number | undefined): number | undefined {
    if (this.optional && (value === undefined || value === '')) return undefined;
    const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new BadRequestException(`${this.name} debe ser un número entero positivo`);
    }
    return id;
  }
}

/** A required id from the path. */
export const IdParam = (name = 'id') => Param(name, new ParseIdPipe(name));
/** An optional id from the query string. */
export const OptionalIdQuery = (name: string) => Query(name, new ParseIdPipe(name, true));
