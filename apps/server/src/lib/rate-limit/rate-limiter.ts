import type { Database } from '../../db/database.ts';
import { AppError } from '../app-error.ts';
import { countRequest, deleteExpiredCounters, uncountRequest } from './rate-limit.repository.ts';

/** Spec (error catalogue, account messages): the answer to any rate limit. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.';

export interface RateRule {
  /** Names the counter; with the subject it forms the key. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts the request; throws RATE_LIMITED (429, Retry-After) once the rule's limit is passed. */
  consume(rule: RateRule, subject: string): Promise<void>;
  /** Takes back one consumed request, when a later check refused the action it was counted for. */
  release(rule: RateRule, subject: string): Promise<void>;
}

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, 429, {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });

/** Counters live in the database, so the limits hold across every app instance. */
export function createRateLimiter(db: Database, now: () => Date = () => new Date()): RateLimiter {
  let calls = 0;
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;
  return {
    async consume(rule, subject) {
      const at = now();
      const key = keyOf(rule, subject);
      const { count, expiresAt } = await countRequest(db, key, rule.windowSeconds * 1000, at);
      // Expired counters are harmless but would pile up; sweep them now and then.
      if (++calls % 100 === 0) await deleteExpiredCounters(db, at);
      if (count > rule.max)
        throw rateLimited(Math.ceil((expiresAt.getTime() - at.getTime()) / 1000));
    },
    async release(rule, subject) {
      await uncountRequest(db, keyOf(rule, subject), now());
    },
  };
}
