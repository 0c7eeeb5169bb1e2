import { normaliseName } from '@album-club/contracts/album-rules';
import { AppError } from './app-error.ts';
import { isPlaceholderAddress } from './auth-providers.ts';

/**
 * The body fields each sign-in endpoint takes from the browser. better-auth takes any user
 * column not marked server-only from a sign-up body (a picture address, say); only what the
 * product's own forms send reaches it.
 */
const FIELDS: Record<string, readonly string[]> = {
  // Where a mailed link leads is the server's to say (see auth-bridge.ts), never the caller's;
  // sessions last as long as docs/api.md says, whatever the caller asks.
  '/sign-up/email': ['email', 'password', 'name'],
  '/sign-in/email': ['email', 'password'],
  '/send-verification-email': ['email'],
  '/request-password-reset': ['email'],
  '/reset-password': ['newPassword', 'token'],
  '/sign-in/social': ['provider', 'callbackURL', 'errorCallbackURL', 'disableRedirect'],
  '/sign-in/anonymous': [],
  '/sign-out': [],
  '/phone-number/send-otp': ['phoneNumber'],
  '/phone-number/verify': ['phoneNumber', 'code'],
};

export const NAME_MAX_LENGTH = 100;
/** better-auth's own answer to a malformed address. */
export const PLACEHOLDER_REFUSED = '[body.email] Invalid email address';

/**
 * The body with only the fields `path` takes; a name longer than people's names, and any address
 * in the placeholder namespace, are refused.
 */
export function authRequestFields(path: string, body: unknown): unknown {
  const allowed = FIELDS[path];
  if (!allowed || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const given = body as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of allowed) if (field in given) kept[field] = given[field];
  // Answered word for word as a malformed address is, whether or not an account holds it.
  if (typeof kept.email === 'string' && isPlaceholderAddress(kept.email)) {
    throw new AppError('VALIDATION_ERROR', PLACEHOLDER_REFUSED, 400);
  }
  if (typeof kept.name === 'string' && kept.name.length > NAME_MAX_LENGTH) {
    throw new AppError(
      'VALIDATION_ERROR',
      `name must be at most ${NAME_MAX_LENGTH} characters`,
      400,
      { field: 'body.name' },
    );
  }
  return kept;
}

/**
 * A phone number is only ever stored as verified: phone sign-in finds its account by number
 * alone, so an unverified one would sign its owner in to someone else's account. The phone
 * plugin refuses a number on sign-up itself; this keeps that true whatever a later version does.
 */
export function onlyVerifiedPhone<T extends Record<string, unknown>>(row: T): T {
  if (row.phoneNumber == null || row.phoneNumberVerified === true) return row;
  const { phoneNumber: _dropped, ...rest } = row;
  return rest as T;
}

/**
 * A user row as stored: the phone number only when verified, and the name as one line, whoever
 * gave it (the sign-up form, Spotify, Google): no CR/LF, control or direction-override character
 * reaches a page, a mail or a log line that shows it.
 */
export function storableUser<T extends Record<string, unknown>>(row: T): T {
  const kept = onlyVerifiedPhone(row);
  return typeof kept.name === 'string' ? { ...kept, name: normaliseName(kept.name) } : kept;
}
