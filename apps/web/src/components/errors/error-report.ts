const AUTH_CODES = new Set([
  'UNAUTHORIZED',
  'AUTH_REFRESH_FAILED',
  'INVALID_RESPONSE',
  'MISSING_ACCESS_TOKEN',
  'MISSING_EXPIRY',
  'REQUEST_PREP_ERROR',
  'INVALID_PROFILE',
  'MISSING_USER_ID',
]);

export function isAuthenticationError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'AuthError' || (typeof code === 'string' && AUTH_CODES.has(code));
}

export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `err_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Sends the error with its id so the id on screen can be found in the server's log. */
export function reportError(errorId: string, error: unknown): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  const body = JSON.stringify({
    errorId,
    kind: isAuthenticationError(failure) ? 'authentication' : 'application',
    message: failure.message.slice(0, 2000),
    stack: failure.stack?.slice(0, 8000),
    route: location.hash.slice(0, 500),
  });
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
