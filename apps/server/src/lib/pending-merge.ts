import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENDING_MERGE_COOKIE } from './auth-constants.ts';
import { AppError } from './app-error.ts';

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export const noAnonymousSession = () =>
  new AppError('NO_ANONYMOUS_SESSION', 'No anonymous session found', 404);

/**
 * The anonymous account this browser still holds a session for, after a sign-in whose merge
 * failed. The cookie carries that session's own signed cookie value, so it proves the session as
 * the session cookie itself would; anything else (expired, not anonymous, forged) is refused.
 */
export async function pendingAnonymousUserId(
  request: FastifyRequest,
  https: boolean,
): Promise<string> {
  const value = cookieValue(request, PENDING_MERGE_COOKIE(https));
  if (!value) throw noAnonymousSession();
  const auth = await request.server.auth();
  const context = await auth.$context;
  const found = await auth.api.getSession({
    headers: new Headers({ cookie: `${context.authCookies.sessionToken.name}=${value}` }),
    query: { disableRefresh: true },
  });
  if (!found || !(found.user as { isAnonymous?: boolean | null }).isAnonymous)
    throw noAnonymousSession();
  return found.user.id;
}

export function clearPendingMerge(reply: FastifyReply, https: boolean): void {
  reply.header(
    'set-cookie',
    `${PENDING_MERGE_COOKIE(https)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`,
  );
}
