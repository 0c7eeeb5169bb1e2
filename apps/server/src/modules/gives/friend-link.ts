import { createHash, randomBytes } from 'node:crypto';

/** The route of the web app that opens a friend link (hash routing). */
export const FRIEND_LINK_ROUTE = '/from-a-friend';

/**
 * A friend link's secret: 32 random bytes (base64url) that only the e-mail carries. The database
 * keeps its SHA-256, so a copy of the database opens no link.
 */
export function newFriendLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashFriendLinkToken(token) };
}

export function hashFriendLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token rides in the fragment, which browsers never send to a server or in a Referer. */
export function friendLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/#${FRIEND_LINK_ROUTE}/${token}`;
}
