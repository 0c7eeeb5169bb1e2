import { loadAuthClient } from '../../../lib/load-auth-client.ts';
import { recordAuthEvent } from '../../../lib/auth-analytics.ts';
import { ACCOUNT_MESSAGES, RATE_LIMIT_MESSAGE, isRateLimited } from '../../../lib/auth-errors.ts';
import { refreshSession } from '../../../lib/session.ts';

export type Outcome = { ok: true } | { ok: false; message: string; code?: string };

type ClientError = { status?: number; code?: string; message?: string } | null;

/** The server refused the address itself: better-auth's code, or the product's field check. */
const addressRefused = (error: ClientError) =>
  error?.code === 'INVALID_EMAIL' ||
  (error?.code === 'VALIDATION_ERROR' && (error.message ?? '').includes('body.email'));

const client = async () => (await loadAuthClient()).authClient;

function failed(error: ClientError, fallback: string, provider: string, event: string): Outcome {
  const message = isRateLimited(error) ? RATE_LIMIT_MESSAGE : fallback;
  recordAuthEvent({ event, provider, success: false, error: error?.code ?? 'network' });
  return { ok: false, message, code: error?.code };
}

async function settle(
  event: string,
  provider: string,
  run: () => Promise<{ error: ClientError }>,
  fallback: (error: ClientError) => string,
): Promise<Outcome> {
  try {
    const { error } = await run();
    if (error) return failed(error, fallback(error), provider, event);
    recordAuthEvent({ event, provider, success: true });
    return { ok: true };
  } catch {
    return failed(null, fallback(null), provider, event);
  }
}

export const sendPhoneCode = (phoneNumber: string) =>
  settle(
    'phone_code_sent',
    'phone',
    async () => (await client()).phoneNumber.sendOtp({ phoneNumber }),
    (error) =>
      error?.code === 'INVALID_PHONE_NUMBER'
        ? ACCOUNT_MESSAGES.numberNotTextable
        : ACCOUNT_MESSAGES.sendCodeFailed,
  );

/** Codes after which no retry can work: the server has let the code go, so a new one is needed. */
const CODE_GONE = new Set(['OTP_EXPIRED', 'OTP_NOT_FOUND', 'TOO_MANY_ATTEMPTS']);

function verifyFailure(error: ClientError): string {
  if (error?.code === 'TOO_MANY_ATTEMPTS') return ACCOUNT_MESSAGES.tooManyCodeAttempts;
  // Gone after too many tries or a newer code: "expired" would be untrue a minute in.
  if (error?.code === 'OTP_NOT_FOUND') return ACCOUNT_MESSAGES.codeNoLongerValid;
  if (error?.code && CODE_GONE.has(error.code)) return ACCOUNT_MESSAGES.codeExpired;
  return ACCOUNT_MESSAGES.invalidCode;
}

export async function verifyPhoneCode(phoneNumber: string, code: string): Promise<Outcome> {
  const outcome = await settle(
    'sign_in',
    'phone',
    async () => (await client()).phoneNumber.verify({ phoneNumber, code }),
    verifyFailure,
  );
  if (outcome.ok) await refreshSession();
  return outcome;
}

/** Sign-up never says whether the address already has an account: the mail does. */
export const signUpWithEmail = (email: string, password: string) =>
  settle(
    'sign_up',
    'email',
    async () =>
      (await client()).signUp.email({ email, password, name: email.split('@')[0] ?? email }),
    (error) =>
      addressRefused(error)
        ? ACCOUNT_MESSAGES.addressRefused
        : ACCOUNT_MESSAGES.createAccountFailed,
  );

export async function signInWithEmail(email: string, password: string): Promise<Outcome> {
  const outcome = await settle(
    'sign_in',
    'email',
    async () => (await client()).signIn.email({ email, password }),
    (error) =>
      error?.code === 'EMAIL_NOT_VERIFIED'
        ? ACCOUNT_MESSAGES.checkEmail
        : addressRefused(error)
          ? ACCOUNT_MESSAGES.addressRefused
          : error?.status === 401
            ? ACCOUNT_MESSAGES.invalidEmailOrPassword
            : ACCOUNT_MESSAGES.signInFailed,
  );
  if (outcome.ok) await refreshSession();
  return outcome;
}

/** Mails a link to choose a new password; the answer is the same whether the address is known. */
export const requestPasswordReset = (email: string) =>
  settle(
    'password_reset_requested',
    'email',
    async () => (await client()).requestPasswordReset({ email }),
    (error) =>
      addressRefused(error) ? ACCOUNT_MESSAGES.addressRefused : ACCOUNT_MESSAGES.resetRequestFailed,
  );

/** Sets the new password with the mailed link's token; the link works once. */
export const resetPassword = (newPassword: string, token: string) =>
  settle(
    'password_reset',
    'email',
    async () => (await client()).resetPassword({ newPassword, token }),
    (error) =>
      error?.code === 'INVALID_TOKEN'
        ? ACCOUNT_MESSAGES.resetLinkSpent
        : ACCOUNT_MESSAGES.resetFailed,
  );
