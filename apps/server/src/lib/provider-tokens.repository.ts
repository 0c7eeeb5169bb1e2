import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { account } from '../db/schema.ts';

export interface StoredProviderAccount {
  id: string;
  accountId: string;
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExpiresAt: Date | null;
  scope: string | null;
}

const columns = {
  id: account.id,
  accountId: account.accountId,
  accessToken: account.accessToken,
  refreshToken: account.refreshToken,
  accessTokenExpiresAt: account.accessTokenExpiresAt,
  scope: account.scope,
};

export async function findProviderAccount(
  db: Database,
  userId: string,
  providerId: string,
): Promise<StoredProviderAccount | null> {
  const [row] = await db
    .select(columns)
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)))
    .limit(1);
  return row ?? null;
}

export async function findProviderAccountById(db: Database, id: string) {
  const [row] = await db.select(columns).from(account).where(eq(account.id, id)).limit(1);
  return row ?? null;
}

export async function writeProviderTokens(
  db: Database,
  id: string,
  tokens: {
    accessToken: string | null;
    refreshToken: string | null;
    expiresAt: Date | null;
    scope?: string;
  },
) {
  await db
    .update(account)
    .set({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessTokenExpiresAt: tokens.expiresAt,
      ...(tokens.scope !== undefined ? { scope: tokens.scope } : {}),
      updatedAt: new Date(),
    })
    .where(eq(account.id, id));
}

const inProcess = new Map<string, Promise<unknown>>();

/**
 * Runs `work` while holding the account's refresh lock, handing it the database to use meanwhile.
 * On PostgreSQL an advisory lock held by a transaction serialises every app instance, and `work`
 * gets that transaction's connection: asking the pool for a second one while holding the first
 * would deadlock once every connection is held by a refresh. What `work` writes is committed even
 * when it then fails (a refresh token Spotify refused is forgotten, and stays forgotten). PGlite
 * serves exactly one instance, so a lock in this process is enough there.
 */
export async function withAccountLock<T>(
  database: DatabaseHandle,
  key: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (database.kind === 'postgres') {
    const outcome = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      try {
        return { ok: true as const, value: await work(tx) };
      } catch (error) {
        return { ok: false as const, error };
      }
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
  const previous = inProcess.get(key) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => work(database.db));
  inProcess.set(key, run);
  try {
    return await run;
  } finally {
    if (inProcess.get(key) === run) inProcess.delete(key);
  }
}
