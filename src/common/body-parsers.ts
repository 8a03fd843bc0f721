import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { json, NextFunction, Request, RequestHandler, Response, urlencoded } from 'express';

const LIMIT = '2mb';

/** Nest's own parsers are off (see NEST_APP_OPTIONS): these answer bad bodies in Spanish. */
export function bodyParsers(): RequestHandler[] {
  const translate = (error: { type?: string }, _req: Request, _res: Response, next: NextFunction) => {
    if (error?.type === 'entity.parse.failed') return next(new BadRequestException('El cuerpo de la solicitud no es JSON válido'));
    if (error?.type === 'entity.too.large') {
      return next(new PayloadTooLargeException('El cuerpo de la solicitud es demasiado grande'));
    }
    return next(error);
  };
  return [json({ limit: LIMIT }), urlencoded({ extended: false, limit: LIMIT }), translate as unknown as RequestHandler];
}
