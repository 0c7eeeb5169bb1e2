import { createHmac } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../db/database.ts';
import { deleteOlderResetLinks } from './reset-links.repository.ts';
import { hashSessionTokens } from './session-token-hashing.ts';

/** Kinds of one-time values whose identifier keeps its kind in the clear (the rest is hashed). */
const KINDS = ['reset-password:', 'phone-number-otp-'] as const;
const RESET_LINK = 'reset-password:';
const SIGN_IN_CODE = 'phone-number-otp-';
/** A stored sign-in code: `h1.<hash>:<attempts>`, where better-auth keeps `<code>:<attempts>`. */
const HASHED_CODE = /^h1\.[\w-]{43}$/;

export interface TokenHasher {
  /** A keyed hash (HMAC-SHA-256 under a key derived from AUTH_SECRET), base64url. */
  hash(value: string): string;
}

export function createTokenHasher(authSecret: string): TokenHasher {
  const key = createHmac('sha256', authSecret).update('album-club one-time values').digest();
  return { hash: (value) => createHmac('sha256', key).update(value).digest('base64url') };
}

/** A reset link's token, a phone number's code slot, an OAuth state: stored as a hash. */
export function storedIdentifier(hasher: TokenHasher, identifier: string): string {
  const kind = KINDS.find((prefix) => identifier.startsWith(prefix)) ?? '';
  return `${kind}${hasher.hash(identifier.slice(kind.length))}`;
}

const hashedCode = (hasher: TokenHasher, code: string) =>
  HASHED_CODE.test(code) ? code : `h1.${hasher.hash(code)}`;

/**
 * No token sits in the database in a form that works: session tokens are kept as hashes (see
 * session-token-hashing.ts); reset-link tokens, sign-in codes and OAuth states as keyed hashes
 * (better-auth looks them up through the same hash); a sign-in code is compared hash to hash;
 * and a new reset link replaces the older ones.
 */
export function tokensAtRest(hasher: TokenHasher, db: Database): BetterAuthPlugin {
  return {
    id: 'album-club-tokens-at-rest',
    init: (context) => ({
      context: { adapter: hashSessionTokens(context.adapter) },
      options: {
        verification: {
          storeIdentifier: { hash: async (identifier) => storedIdentifier(hasher, identifier) },
        },
        databaseHooks: {
          verification: {
            create: {
              before: async (row) => {
                if (!row.identifier.startsWith(SIGN_IN_CODE)) return;
                const [code = '', attempts = '0'] = row.value.split(':');
                return { data: { ...row, value: `${hashedCode(hasher, code)}:${attempts}` } };
              },
              after: async (row) => {
                if (row.identifier.startsWith(RESET_LINK))
                  await deleteOlderResetLinks(db, row.value, row.id);
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          // The code typed is hashed like the stored one before better-auth compares them.
          matcher: (context) => context.path === '/phone-number/verify',
          handler: createAuthMiddleware(async (context) => {
            const body = context.body as { code?: unknown } | undefined;
            if (typeof body?.code !== 'string') return;
            return { context: { body: { ...body, code: `h1.${hasher.hash(body.code)}` } } };
          }),
        },
      ],
    },
  };
}
