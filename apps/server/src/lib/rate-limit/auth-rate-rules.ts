import type { RateRuleName } from './rate-rules.ts';

export interface AuthRateRules {
  /** Counted per client address. */
  perAddress: RateRuleName;
  /** Counted per phone number or e-mail address named in the body, whoever asks. */
  perIdentifier?: { field: 'phoneNumber' | 'email'; rules: RateRuleName[] };
}

/**
 * The limits on the sign-in paths that send messages, check secrets or create users; the limits
 * themselves, and why, are in `rate-rules.ts`.
 */
const rules: Record<string, AuthRateRules> = {
  '/sign-in/anonymous': { perAddress: 'anonymous' },
  '/phone-number/send-otp': {
    perAddress: 'otp-send',
    perIdentifier: { field: 'phoneNumber', rules: ['otp-send-number', 'otp-send-number-day'] },
  },
  '/phone-number/verify': {
    perAddress: 'otp-check',
    perIdentifier: { field: 'phoneNumber', rules: ['otp-check-number'] },
  },
  '/sign-in/email': {
    perAddress: 'password-sign-in',
    perIdentifier: { field: 'email', rules: ['password-sign-in-email'] },
  },
  '/sign-up/email': {
    perAddress: 'sign-up',
    perIdentifier: { field: 'email', rules: ['sign-up-email'] },
  },
  '/send-verification-email': {
    perAddress: 'verification-mail',
    perIdentifier: { field: 'email', rules: ['verification-mail-email'] },
  },
  '/request-password-reset': {
    perAddress: 'password-reset-mail',
    perIdentifier: { field: 'email', rules: ['password-reset-mail-email'] },
  },
  '/reset-password': { perAddress: 'password-reset' },
  '/sign-in/social': { perAddress: 'oauth-start' },
};

const callbackRules: AuthRateRules = { perAddress: 'oauth-callback' };

/** The rules for a better-auth path (without /api/auth), if it has any. */
export function authRateRulesFor(path: string): AuthRateRules | undefined {
  if (path.startsWith('/callback/')) return callbackRules;
  return rules[path];
}
