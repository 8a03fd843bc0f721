import { BadRequestException, Param, PipeTransform, Query } from '@nestjs/common';

/** A positive database id of at most 9 digits (an int column everywhere); anything else is a Spanish 400, never a 500 from an overflow. */
export class ParseIdPipe implements PipeTransform<string | undefined, number | undefined> {
  constructor(
    private readonly name: string,
    private readonly optional = false,
  ) {}

  transform(value: string | undefined): number | undefined {
    if (this.optional && (value === undefined || value === '')) return undefined;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
      throw new BadRequestException(`${this.name} debe ser un número entero positivo`);
    }
    return Number(value);
  }
}

/** A required id from the path. */
export const IdParam = (name = 'id') => Param(name, new ParseIdPipe(name));
/** An optional id from the query string. */
export const OptionalIdQuery = (name: string) => Query(name, new ParseIdPipe(name, true));
