import { applyDecorators, CallHandler, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { from, Observable, switchMap } from 'rxjs';
import { HEAVY_WORK_BUSY, holdHeavySlot } from './run-in-worker';

/** Takes the request's slot of the heavy-work queue before the handler runs; the slot is freed when the answer ends. */
@Injectable()
export class HeavyWorkInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return from(holdHeavySlot()).pipe(switchMap(() => next.handle()));
  }
}

/**
 * A route whose work grows with the company's data (reports, exports, imports, PDFs): it runs in
 * one of the slots the fair queue hands out (at most 2 per company and 1 per caller at a time),
 * whether that work happens on the event loop in slices or on a pool thread, and waits its turn.
 */
export const HeavyWork = () =>
  applyDecorators(UseInterceptors(HeavyWorkInterceptor), ApiTooManyRequestsResponse({ description: HEAVY_WORK_BUSY }));
