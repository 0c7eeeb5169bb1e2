/** Spec (error catalogue): rate limits read the same everywhere. */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a few minutes.';

/** Spec (error catalogue, account and modal messages), by the situation they describe. */
export const ACCOUNT_MESSAGES = {
  phoneAlreadyRegistered: 'This phone number is already registered. Please sign in.',
  enterPhoneCode: 'Enter the code sent to your phone',
  checkEmail: 'Check your email to verify your account',
  invalidCredentialsForExisting: 'Invalid credentials for existing account',
  noAnonymousSession: 'No anonymous session found',
  sendCodeFailed: 'Failed to send verification code',
  /** Not in the spec: the server refused the number itself, which a retry cannot mend. */
  numberNotTextable: "That number can't receive a code. Check it and try again.",
  invalidCode: 'Invalid verification code. Please try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeNoLongerValid: 'This code is no longer valid. Please request a new one.',
  tooManyCodeAttempts: 'Too many attempts. Please request a new code.',
  newCodeSent: 'A new code is on its way.',
  invalidEmailOrPassword: 'Invalid email or password',
  /** Not in the spec: choosing a new password by e-mail. */
  resetLinkSent: 'If that address has an account, a link to choose a new password is on its way.',
  resetRequestFailed: 'Could not send the link. Please try again.',
  resetLinkSpent:
    'That password link has expired or was already used. Ask for a new one with Forgot password?',
  resetFailed: 'Could not save the new password. Please try again.',
  passwordChanged: 'Your password is changed. Sign in with it.',
  /** Not in the spec: the server refused the address itself (mia@localhost, say). */
  addressRefused: "That address can't receive mail. Check it and try again.",
  signInFailed: 'Failed to sign in',
  createAccountFailed: 'Failed to create account',
  googleFailed: 'Failed to connect with Google',
  initiateFailed: 'Failed to initiate login',
} as const;

/** Spec (error catalogue, auth errors) by code; anything else shows its own message. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_RESPONSE: 'Received invalid response from authentication server.',
  MISSING_ACCESS_TOKEN: 'Authentication failed - no access token received.',
  MISSING_EXPIRY: 'Authentication failed - invalid token expiry.',
  AUTH_REFRESH_FAILED: 'Session expired and could not be renewed. Please login again.',
  REQUEST_PREP_ERROR: 'Failed to prepare authenticated request.',
  INVALID_PROFILE: 'Failed to load user profile information.',
  MISSING_USER_ID: 'User profile is missing required information.',
};

export function authErrorMessage(code: string | undefined, message?: string): string {
  if (code === 'RATE_LIMITED') return RATE_LIMIT_MESSAGE;
  return (code && AUTH_ERROR_MESSAGES[code]) || message || 'An authentication error occurred.';
}

/** How starting a sign-in went; a refusal for asking too often has words of its own (spec). */
export type SignInStart = 'started' | 'failed' | 'rate_limited';

/** What to tell someone whose sign-in did not start: the spec's rate-limit text, or `fallback`. */
export const startFailedMessage = (outcome: SignInStart, fallback: string) =>
  outcome === 'rate_limited' ? RATE_LIMIT_MESSAGE : fallback;

/** Spec: a rate limit is an answer with status 429 or a message that mentions one. */
export const isRateLimited = (failure: { status?: number; message?: string } | null | undefined) =>
  Boolean(failure && (failure.status === 429 || /rate limit/i.test(failure.message ?? '')));
