import type { ErrorCode } from '@album-club/contracts/errors';

interface AppErrorOptions {
  field?: string;
  cause?: unknown;
  /** Extra headers the answer carries (Retry-After for a 429, say). */
  headers?: Record<string, string>;
}

/**
 * An error the product expects and can explain. 4xx messages reach the caller as they are;
 * 5xx messages are logged and replaced by a generic one.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly field: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.field = options.field;
    this.headers = options.headers;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const unauthorized = (message = 'Sign in to continue') =>
  new AppError('UNAUTHORIZED', message, 401);
export const forbidden = (message = 'You may not do that') =>
  new AppError('FORBIDDEN', message, 403);
export const badRequest = (message: string, field?: string) =>
  new AppError('VALIDATION_ERROR', message, 400, field ? { field } : {});
