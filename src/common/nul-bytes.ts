import { BadRequestException } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';

const NUL_REFUSED = 'La solicitud contiene el carácter nulo (U+0000), que no se admite en ningún texto';

/**
 * No text column takes U+0000 (PostgreSQL refuses it with an error), so a request
 * carrying one in its URL or JSON body is a 400 here rather than a driver error later.
 */
export function rejectNulBytes(req: Request, _res: Response, next: NextFunction): void {
  next(/%00/.test(req.originalUrl) || holdsNul(req.body) ? new BadRequestException(NUL_REFUSED) : undefined);
}

/** Walks keys and values without recursion: a hostile body may nest deeper than the stack. */
function holdsNul(body: unknown): boolean {
  const pending = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
