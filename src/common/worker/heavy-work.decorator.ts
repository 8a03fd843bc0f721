import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Solicitud } from '../request-context';
import { concatMap, finalize, from, Observable, switchMap } from 'rxjs';
import { HEAVY_WORK_BUSY, holdHeavySlot } from './run-in-worker';
import { limitSendStall, spoolDownload } from './spooled-download';

/**
 * Takes the request's slot of the heavy-work queue before the handler runs and frees it when the answer is
 * produced: a file produced while it is sent is finished into a temporary file first (spoolDownload). Sending
 * holds no slot, and a client that stops reading is cut off after DOWNLOAD_STALL_SECONDS.
 */
@Injectable()
export class HeavyWorkInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return from(holdHeavySlot(context.switchToHttp().getRequest<Solicitud>())).pipe(
      switchMap((release) =>
        next.handle().pipe(
          concatMap(async (answer: unknown) => {
            const produced = answer instanceof StreamableFile ? await spoolDownload(answer, res) : answer;
            limitSendStall(res);
            return produced;
          }),
          finalize(release),
        ),
      ),
    );
  }
}

/**
 * A route whose work grows with the company's data (reports, exports, imports, PDFs): it runs in
 * one of the slots the fair queue hands out (at most 2 per company and 1 per caller at a time),
 * whether that work happens on the event loop in slices or on a pool thread, and waits its turn.
 * An upload is received before the turn is taken (the route's file interceptor comes first).
 */
export const HeavyWork = () =>
  applyDecorators(UseInterceptors(HeavyWorkInterceptor), ApiTooManyRequestsResponse({ description: HEAVY_WORK_BUSY }));
