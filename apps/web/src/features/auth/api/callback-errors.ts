import { RATE_LIMIT_MESSAGE } from '../../../lib/auth-errors.ts';

/** Spec (callback screen, error catalogue): what the screen shows for a failed sign-in. */
export interface CallbackError {
  code: string;
  title: string;
  message: string;
  retryable: boolean;
}

const CSRF = [
  'state_mismatch',
  'state_not_found',
  'state_invalid',
  'state_security_mismatch',
  'please_restart_the_process',
];
const MISSING_VERIFIER = ['missing_code_verifier', 'nonce_binding_missing'];
const EXCHANGE = ['invalid_code', 'no_code'];

/**
 * Maps what the server put in `/#/callback?error=…` (better-auth's and the provider's codes) to
 * the spec's callback errors, with their exact texts and retryable flags. The text shows the
 * error code ('Authentication failed: {description or error}'), never a description from the
 * URL: anyone can send a link to this screen, and free text on it would read as ours.
 */
export function callbackError(error: string, provider: string | null): CallbackError {
  const title = 'Sign-in failed';
  if (CSRF.includes(error)) {
    return {
      code: 'CSRF_ERROR',
      title,
      message: 'Security validation failed. Please try logging in again.',
      retryable: false,
    };
  }
  if (MISSING_VERIFIER.includes(error)) {
    return {
      code: 'MISSING_CODE_VERIFIER',
      title,
      message: 'Missing code verifier for PKCE flow',
      retryable: false,
    };
  }
  if (EXCHANGE.includes(error)) {
    const reason = error === 'no_code' ? 'no code was returned' : 'the provider refused the code';
    return {
      code: 'TOKEN_EXCHANGE_ERROR',
      title,
      message: `Failed to exchange authorization code: ${reason}`,
      retryable: true,
    };
  }
  // The server counts provider returns per network address; spec: a 429 reads as this text.
  if (error === 'rate_limited') {
    return { code: 'RATE_LIMITED', title, message: RATE_LIMIT_MESSAGE, retryable: true };
  }
  if (error === 'access_denied') {
    return {
      code: 'OAUTH_ERROR',
      title,
      message: `Authentication failed: ${error}`,
      retryable: true,
    };
  }
  if (error === 'unable_to_get_user_info' || error === 'email_not_found') {
    return {
      code: 'INVALID_PROFILE',
      title,
      message: 'Failed to load user profile information.',
      retryable: true,
    };
  }
  if (provider === 'google') {
    return {
      code: 'SUPABASE_OAUTH_ERROR',
      title,
      message: 'Failed to complete Google sign-in. Please try again.',
      retryable: true,
    };
  }
  if (/^[a-z_]{1,40}$/.test(error)) {
    return {
      code: 'OAUTH_ERROR',
      title,
      message: `Authentication failed: ${error}`,
      retryable: false,
    };
  }
  return {
    code: 'UNKNOWN',
    title,
    message: 'An unexpected error occurred during authentication.',
    retryable: false,
  };
}

export const LOOP_ERROR: CallbackError = {
  code: 'AUTH_LOOP',
  title: 'Authentication loop detected',
  message:
    'We detected multiple failed authentication attempts. Please clear your browser data and try again.',
  retryable: false,
};

/** No session after a provider said yes (spec: NO_TOKENS; for Google, SESSION_NOT_READY). */
export const noSessionError = (provider: string | null): CallbackError =>
  provider === 'google'
    ? {
        code: 'SESSION_NOT_READY',
        title: 'Sign-in failed',
        message: 'Google sign-in session not ready. Please try again.',
        retryable: true,
      }
    : {
        code: 'NO_TOKENS',
        title: 'Sign-in failed',
        message: 'No authentication tokens received. Please try again.',
        retryable: true,
      };

/** Spec (account messages): 'Try Again' could not start the provider's sign-in. */
export const INITIATE_FAILED: CallbackError = {
  code: 'OAUTH_ERROR',
  title: 'Sign-in failed',
  message: 'Failed to initiate login',
  retryable: true,
};
