import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import type { Exchange } from '../http/exchange.ts';

export type Auth = NonNullable<Exchange['auth']>;

export function bearerToken(exchange: Exchange): string | undefined {
  const header = exchange.req.headers.authorization;
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/** Spotify's bearer check (401) and scope check (403), with Spotify's own messages. */
export function authorize(
  exchange: Exchange,
  state: EmulatorState,
  scopes: readonly string[] = [],
): Auth {
  const header = exchange.req.headers.authorization;
  if (!header) throw new ApiError(401, 'No token provided');
  const token = bearerToken(exchange);
  if (!token) throw new ApiError(400, 'Only valid bearer authentication supported');
  const check = state.tokens.checkAccess(token);
  if (!check.ok)
    throw new ApiError(
      401,
      check.reason === 'expired' ? 'The access token expired' : 'Invalid access token',
    );
  const granted = new Set(check.grant.scopes);
  if (!scopes.every((scope) => granted.has(scope)))
    throw new ApiError(403, 'Insufficient client scope');
  const auth = {
    userId: check.grant.userId,
    clientId: check.grant.clientId,
    scopes: granted,
    accessToken: token,
  };
  exchange.auth = auth;
  return auth;
}

/** Endpoints Spotify removed for development-mode apps answer as removed ones do there. */
export function requireExtendedMode(state: EmulatorState): void {
  if (state.context.mode === 'development') throw new ApiError(403, 'Forbidden');
}
