import type { Database } from '../../db/database.ts';
import { AppError } from '../app-error.ts';
import { countRequest, deleteExpiredCounters, uncountRequest } from './rate-limit.repository.ts';
import type { RateLimit, RateRuleName } from './rate-rules.ts';

/** Spec (error catalogue, account messages): the answer to any rate limit. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.';

export interface RateLimiter<Name extends string = RateRuleName> {
  /** Counts the request; throws RATE_LIMITED (429, Retry-After) once the rule's limit is passed. */
  consume(rule: Name, subject: string): Promise<void>;
  /** Takes back one consumed request, when a later check refused the action it was counted for. */
  release(rule: Name, subject: string): Promise<void>;
}

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, 429, {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });

/**
 * Counters live in the database, so the limits hold across every app instance. The server has
 * one limiter, over `RATE_RULES` (`rate-rules.ts`).
 */
export function createRateLimiter<Name extends string>(
  db: Database,
  rules: Readonly<Record<Name, RateLimit>>,
  now: () => Date = () => new Date(),
): RateLimiter<Name> {
  let calls = 0;
  const keyOf = (rule: Name, subject: string) => `${rule}:${subject.toLowerCase()}`;
  return {
    async consume(rule, subject) {
      const { max, windowSeconds } = rules[rule];
      const at = now();
      const { count, expiresAt } = await countRequest(
        db,
        keyOf(rule, subject),
        windowSeconds * 1000,
        at,
      );
      // Expired counters are harmless but would pile up; sweep them now and then.
      if (++calls % 100 === 0) await deleteExpiredCounters(db, at);
      if (count > max) throw rateLimited(Math.ceil((expiresAt.getTime() - at.getTime()) / 1000));
    },
    async release(rule, subject) {
      await uncountRequest(db, keyOf(rule, subject), now());
    },
  };
}
