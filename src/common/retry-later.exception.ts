import { HttpException, HttpStatus } from '@nestjs/common';

/** A refusal the client may simply retry: the error filter adds `Retry-After` with these seconds. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    status: HttpStatus,
    readonly retryAfterSeconds: number,
  ) {
    super(message, status);
  }
}
