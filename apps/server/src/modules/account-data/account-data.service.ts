import type { AccountSessions } from '@album-club/contracts/account-data';
import type { Database } from '../../db/database.ts';
import type { GoogleSettings } from '../../lib/auth-providers.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SessionServices } from '../../lib/listener-session.ts';
import {
  activeSessions,
  deleteOtherSessions,
  deleteSession,
  deleteUser,
  providerTokens,
} from './account-data.repository.ts';
import { deviceName } from './device-name.ts';
import { revokeProviderTokens } from './provider-revoke.ts';

export interface AccountDataDeps {
  services: SessionServices;
  google: GoogleSettings | undefined;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

const dbOf = (deps: AccountDataDeps): Database => deps.services.db;

/** DELETE /api/account: provider tokens revoked where possible, then the account and all its rows. */
export async function deleteAccount(deps: AccountDataDeps, userId: string) {
  const tokens = await providerTokens(dbOf(deps), userId);
  const revoked = await revokeProviderTokens(tokens, deps.services.cipher, deps.google, deps.log);
  await deleteUser(dbOf(deps), userId);
  deps.services.sessionCache.forgetUser(userId);
  return { deleted: true as const, revoked };
}

export async function listSessions(
  deps: AccountDataDeps,
  userId: string,
  currentId: string,
): Promise<AccountSessions> {
  const rows = await activeSessions(dbOf(deps), userId, deps.now());
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      current: row.id === currentId,
    })),
  };
}

/** Ends one session; this instance forgets it at once, others within their session cache's few seconds. */
export async function endSession(deps: AccountDataDeps, userId: string, sessionId: string) {
  if (!(await deleteSession(dbOf(deps), userId, sessionId)))
    throw notFound('There is no such session.');
  deps.services.sessionCache.forgetUser(userId);
  return { ended: 1 };
}

export async function endOtherSessions(deps: AccountDataDeps, userId: string, currentId: string) {
  const ended = await deleteOtherSessions(dbOf(deps), userId, currentId);
  deps.services.sessionCache.forgetUser(userId);
  return { ended };
}
