import { createHash } from 'node:crypto';
import type { ListenerSession } from './listener.ts';

/** How long a session read from the database is trusted without asking again. */
export const SESSION_CACHE_MS = 15_000;
const MAX_ENTRIES = 20_000;

export interface SessionCache {
  get(cookies: string): ListenerSession | undefined;
  set(cookies: string, session: ListenerSession): void;
  /** Drops every cached session of the listener (sign-out, account changes, merges). */
  forgetUser(userId: string): void;
  forget(cookies: string): void;
}

/**
 * Sessions this process read recently, keyed by a hash of the caller's cookies, so a listener's
 * burst of calls costs one session lookup instead of one each. A change made through this
 * process (sign-out, merge, account edits) drops the listener's entries at once; one made through
 * another instance shows here within SESSION_CACHE_MS. Only found sessions are kept, never past
 * their expiry.
 */
export function createSessionCache(
  now: () => number = Date.now,
  ttlMs: number = SESSION_CACHE_MS,
): SessionCache {
  const entries = new Map<string, { session: ListenerSession; until: number }>();
  const keysOfUser = new Map<string, Set<string>>();
  const keyOf = (cookies: string) => createHash('sha256').update(cookies).digest('base64url');

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOfUser.get(entry.session.user.id);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.session.user.id);
  };

  return {
    get(cookies) {
      const key = keyOf(cookies);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(key);
        return undefined;
      }
      return entry.session;
    },
    set(cookies, session) {
      const key = keyOf(cookies);
      drop(key);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) drop(oldest.value);
      }
      const until = Math.min(now() + ttlMs, session.session.expiresAt.getTime());
      if (until <= now()) return;
      entries.set(key, { session, until });
      const keys = keysOfUser.get(session.user.id) ?? new Set<string>();
      keys.add(key);
      keysOfUser.set(session.user.id, keys);
    },
    forgetUser(userId) {
      for (const key of [...(keysOfUser.get(userId) ?? [])]) drop(key);
    },
    forget(cookies) {
      drop(keyOf(cookies));
    },
  };
}
