import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './app-error.ts';
import { mailboxOf } from './mailbox.ts';
import type { RateLimiter, RateRule } from './rate-limit/rate-limiter.ts';

/**
 * Sign-in mail (verification links, "you already have an account") one mailbox may receive a
 * day, whoever asks for it. The per-request limits reset every ten minutes; without this, anyone
 * could keep a stranger's inbox filling all day.
 */
export const SIGN_IN_MAILS_PER_MAILBOX: RateRule = {
  name: 'sign-in-mail-to',
  max: 10,
  windowSeconds: 24 * 60 * 60,
};

/**
 * Sends `send()` unless the mailbox has had its share today. A mail held back is logged, not
 * reported to the caller: the answer must not tell whether an address has an account.
 */
export async function sendSignInMail(
  limiter: RateLimiter,
  log: FastifyBaseLogger,
  to: string,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await limiter.consume(SIGN_IN_MAILS_PER_MAILBOX, mailboxOf(to));
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      log.warn('sign-in mail held back: the mailbox has had its share of sign-in mail today');
      return;
    }
    throw error;
  }
  await send();
}
