/** Cookies are `album_club.session_token` and friends (`__Secure-` prefixed over HTTPS). */
export const AUTH_COOKIE_PREFIX = 'album_club';

/** Set by the server from the connection (or trusted proxy) before better-auth sees a request. */
export const CLIENT_IP_HEADER = 'x-album-club-client-ip';

/** Where a failed provider sign-in lands; it forwards to the web app's callback screen. */
export const SIGN_IN_ERROR_PATH = '/auth/sign-in-error';

/** Where the e-mail verification link lands; it forwards to the web app. */
export const EMAIL_VERIFIED_PATH = '/auth/email-verified';

/** Where a password reset link lands once its token is checked; it forwards to the web app. */
export const PASSWORD_RESET_PATH = '/auth/password-reset';

/** Holds the anonymous session's cookie after a merge that failed, until it is retried. */
export const PENDING_MERGE_COOKIE = (https: boolean) =>
  `${https ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.pending_merge`;

/**
 * The better-auth endpoints the product uses; every other one (token readers such as
 * /get-access-token and /refresh-token among them) is not reachable from outside.
 */
export const ENABLED_AUTH_PATHS = new Set([
  'GET /get-session',
  'POST /sign-out',
  'POST /sign-in/social',
  'GET /callback/spotify',
  'GET /callback/google',
  'POST /sign-in/anonymous',
  'POST /sign-up/email',
  'POST /sign-in/email',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  'POST /phone-number/send-otp',
  'POST /phone-number/verify',
]);

/** Paths better-auth itself refuses too, in case a plugin reaches them internally. */
export const DISABLED_AUTH_PATHS = [
  '/get-access-token',
  '/refresh-token',
  '/account-info',
  '/list-accounts',
  '/link-social',
  '/unlink-account',
  '/update-user',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/delete-anonymous-user',
  '/list-sessions',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
  '/sign-in/phone-number',
];
