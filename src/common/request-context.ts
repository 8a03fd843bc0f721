import { randomUUID } from 'node:crypto';
import { NextFunction, Request, Response } from 'express';
import { Logger } from '@nestjs/common';

/**
 * A request as the work done deep inside it needs it (its user, its answer, its audit notes), handed down explicitly
 * by the route that does that work. There is no AsyncLocalStorage: on Node 20 it hooks every promise the process
 * creates, a quarter of a list page's cost (docs/rendimiento.md).
 */
export type Solicitud = Request & {
  id?: string;
  /** Set while the request holds a slot of the heavy-work queue (routes marked @HeavyWork). */
  heavyWork?: boolean;
};

const logger = new Logger('HTTP');
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from X-Request-Id when well-formed), answers
 * it in the same header, and logs one structured line when the answer is sent.
 */
export function requestContextMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  (req as Solicitud).id = requestId;
  res.setHeader('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const user = (req as Request & { user?: { userId?: number } }).user;
    logger.log({
      requestId,
      method: req.method,
      path: req.originalUrl.split('?')[0],
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      userId: user?.userId,
    });
  });
  next();
}
