import type { RateRule } from './rate-limiter.ts';

const TEN_MINUTES = 600;
const ONE_DAY = 24 * 60 * 60;

export interface AuthRateRules {
  /** Counted per client address. */
  perAddress: RateRule;
  /** Counted per phone number or e-mail address named in the body, whoever asks. */
  perIdentifier?: { field: 'phoneNumber' | 'email'; rules: RateRule[] };
}

/**
 * Limits on the sign-in paths that send messages, check secrets or create users. Per-identifier
 * limits stop one number or address being bombarded or guessed at from many addresses; a phone
 * code also dies after 3 wrong tries, so at most ~6 guesses per number fit in ten minutes.
 */
const rules: Record<string, AuthRateRules> = {
  '/sign-in/anonymous': { perAddress: { name: 'anonymous', max: 20, windowSeconds: 3600 } },
  '/phone-number/send-otp': {
    perAddress: { name: 'otp-send', max: 10, windowSeconds: TEN_MINUTES },
    perIdentifier: {
      field: 'phoneNumber',
      rules: [
        { name: 'otp-send-number', max: 3, windowSeconds: TEN_MINUTES },
        // Every call texts the number: a day's cap, so it cannot be texted all day long.
        { name: 'otp-send-number-day', max: 10, windowSeconds: ONE_DAY },
      ],
    },
  },
  '/phone-number/verify': {
    perAddress: { name: 'otp-check', max: 20, windowSeconds: TEN_MINUTES },
    perIdentifier: {
      field: 'phoneNumber',
      rules: [{ name: 'otp-check-number', max: 6, windowSeconds: TEN_MINUTES }],
    },
  },
  '/sign-in/email': {
    perAddress: { name: 'password-sign-in', max: 20, windowSeconds: TEN_MINUTES },
    perIdentifier: {
      field: 'email',
      rules: [{ name: 'password-sign-in-email', max: 8, windowSeconds: TEN_MINUTES }],
    },
  },
  '/sign-up/email': {
    perAddress: { name: 'sign-up', max: 10, windowSeconds: TEN_MINUTES },
    perIdentifier: {
      field: 'email',
      rules: [{ name: 'sign-up-email', max: 3, windowSeconds: TEN_MINUTES }],
    },
  },
  '/send-verification-email': {
    perAddress: { name: 'verification-mail', max: 5, windowSeconds: TEN_MINUTES },
    perIdentifier: {
      field: 'email',
      rules: [{ name: 'verification-mail-email', max: 3, windowSeconds: TEN_MINUTES }],
    },
  },
  '/request-password-reset': {
    perAddress: { name: 'password-reset-mail', max: 5, windowSeconds: TEN_MINUTES },
    perIdentifier: {
      field: 'email',
      rules: [{ name: 'password-reset-mail-email', max: 3, windowSeconds: TEN_MINUTES }],
    },
  },
  '/reset-password': {
    perAddress: { name: 'password-reset', max: 10, windowSeconds: TEN_MINUTES },
  },
  '/sign-in/social': { perAddress: { name: 'oauth-start', max: 30, windowSeconds: TEN_MINUTES } },
};

const callbackRules: AuthRateRules = {
  perAddress: { name: 'oauth-callback', max: 30, windowSeconds: TEN_MINUTES },
};

/** The rules for a better-auth path (without /api/auth), if it has any. */
export function authRateRulesFor(path: string): AuthRateRules | undefined {
  if (path.startsWith('/callback/')) return callbackRules;
  return rules[path];
}
