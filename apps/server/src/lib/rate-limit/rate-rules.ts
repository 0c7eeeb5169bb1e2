/** How many requests a rule allows per window. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const TEN_MINUTES = 600;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the server. A rule's name is the prefix of its counters' keys
 * (`<name>:<subject>`), so renaming one starts its counters afresh.
 */
export const RATE_RULES = {
  // Sign-in (`auth-rate-rules.ts` says which path counts which): per client address, and per phone
  // number or e-mail address named in the body, so one number or address is not bombarded or
  // guessed at from many addresses. A phone code also dies after 3 wrong tries, so at most ~6
  // guesses per number fit in ten minutes.
  anonymous: { max: 20, windowSeconds: HOUR },
  'otp-send': { max: 10, windowSeconds: TEN_MINUTES },
  'otp-send-number': { max: 3, windowSeconds: TEN_MINUTES },
  // Every call texts the number: a day's cap, so it cannot be texted all day long.
  'otp-send-number-day': { max: 10, windowSeconds: DAY },
  'otp-check': { max: 20, windowSeconds: TEN_MINUTES },
  'otp-check-number': { max: 6, windowSeconds: TEN_MINUTES },
  'password-sign-in': { max: 20, windowSeconds: TEN_MINUTES },
  'password-sign-in-email': { max: 8, windowSeconds: TEN_MINUTES },
  'sign-up': { max: 10, windowSeconds: TEN_MINUTES },
  'sign-up-email': { max: 3, windowSeconds: TEN_MINUTES },
  'verification-mail': { max: 5, windowSeconds: TEN_MINUTES },
  'verification-mail-email': { max: 3, windowSeconds: TEN_MINUTES },
  'password-reset-mail': { max: 5, windowSeconds: TEN_MINUTES },
  'password-reset-mail-email': { max: 3, windowSeconds: TEN_MINUTES },
  'password-reset': { max: 10, windowSeconds: TEN_MINUTES },
  'oauth-start': { max: 30, windowSeconds: TEN_MINUTES },
  'oauth-callback': { max: 30, windowSeconds: TEN_MINUTES },
  // Sign-in mail (verification links, "you already have an account") one mailbox may receive a
  // day, whoever asks for it: the per-request limits reset every ten minutes, and without this
  // anyone could keep a stranger's inbox filling all day.
  'sign-in-mail-to': { max: 10, windowSeconds: DAY },
  // Renewals a listener may ask for: the web app needs about one per hour, and each one is a call
  // to Spotify's token endpoint, whose rate limit every listener of the app shares.
  'spotify-renewal': { max: 10, windowSeconds: TEN_MINUTES },
  // Far above what a person taps in a minute; each interaction is also kept in the event log.
  'album-interaction': { max: 120, windowSeconds: MINUTE },
  // A batch every 30 s is normal; this leaves room for page changes that flush early.
  'log-event': { max: 60, windowSeconds: MINUTE },
  // Reports need no session, so they are counted per address: a page in trouble sends a few.
  'client-error': { max: 60, windowSeconds: TEN_MINUTES },
  // Gives one member may share a day, and friend e-mails one member may send a day.
  give: { max: 20, windowSeconds: DAY },
  'give-mail': { max: 10, windowSeconds: DAY },
  // E-mails one address may receive a day, from every member together.
  'give-mail-to': { max: 3, windowSeconds: DAY },
  // Friend e-mails sent a day from one network address, whoever sends them: anonymous accounts
  // cost nothing to make, so the per-member limit alone would not hold.
  'give-mail-from': { max: 30, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;

export type RateRuleName = keyof typeof RATE_RULES;
