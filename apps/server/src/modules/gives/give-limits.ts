import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { RateRuleName } from '../../lib/rate-limit/rate-rules.ts';

export const GIVE_LIMIT_MESSAGES = {
  give: "You've shared a lot of recommendations today. Please try again tomorrow.",
  mail: "You've e-mailed a lot of recommendations today. Share without an e-mail, or try again tomorrow.",
  recipient:
    'That address has received enough recommendations today. Share without an e-mail, or try again tomorrow.',
} as const;

export interface GiveLimitCheck {
  rule: RateRuleName;
  subject: string;
  /** The give-specific wording of the 429 when this rule refuses. */
  message: string;
}

/**
 * Counts the give against every rule, in order. When one refuses, the ones already counted are
 * taken back: a give that was not shared must not use up the giver's allowance for the day.
 */
export async function consumeGiveLimits(
  limiter: RateLimiter,
  checks: GiveLimitCheck[],
): Promise<void> {
  const counted: GiveLimitCheck[] = [];
  for (const check of checks) {
    try {
      await limiter.consume(check.rule, check.subject);
      counted.push(check);
    } catch (error) {
      await Promise.all(counted.map(({ rule, subject }) => limiter.release(rule, subject)));
      if (error instanceof AppError && error.code === 'RATE_LIMITED')
        throw new AppError('RATE_LIMITED', check.message, 429, { headers: error.headers });
      throw error;
    }
  }
}
