import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './app-error.ts';
import { mailboxOf } from './mailbox.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';

/**
 * Sends `send()` unless the mailbox has had its share of sign-in mail today (the rate rule
 * `sign-in-mail-to`). A mail held back is logged, not reported to the caller: the answer must
 * not tell whether an address has an account.
 */
export async function sendSignInMail(
  limiter: RateLimiter,
  log: FastifyBaseLogger,
  to: string,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await limiter.consume('sign-in-mail-to', mailboxOf(to));
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      log.warn('sign-in mail held back: the mailbox has had its share of sign-in mail today');
      return;
    }
    throw error;
  }
  await send();
}
