import type { OpenFriendLinkResponse } from '@album-club/contracts/gives';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { spotifySearchUrl } from '../../lib/spotify-search-url.ts';
import { hashFriendLinkToken } from './friend-link.ts';
import { giverDisplayName, isoOf } from './give-people.ts';
import { bindRecipient, findGiveByTokenHash, readOwnRating } from './gives.repository.ts';

export const FRIEND_LINK_MESSAGES = {
  notFound:
    'This recommendation link is not valid. Check that you opened the whole link from the e-mail.',
  taken:
    'This recommendation was already opened by someone else. Ask your friend to send it to you again.',
} as const;

/**
 * Opens a friend link. The first listener to open it becomes its recipient (their session, or
 * the anonymous one the page started) and the give is marked opened; after that only that
 * listener may open it again. The giver may look at their own link without opening it.
 */
export async function openFriendLink(
  db: Database,
  viewerId: string,
  token: string,
  now: Date,
): Promise<OpenFriendLinkResponse> {
  const give = await findGiveByTokenHash(db, hashFriendLinkToken(token));
  if (!give) throw new AppError('NOT_FOUND', FRIEND_LINK_MESSAGES.notFound, 404);

  const viewer = give.giverId === viewerId ? 'giver' : 'recipient';
  if (viewer === 'recipient') {
    const bound = await bindRecipient(db, give.id, viewerId, now);
    if (bound.recipientUserId !== viewerId)
      throw new AppError('FORBIDDEN', FRIEND_LINK_MESSAGES.taken, 403);
  }
  return {
    giveId: give.id,
    album: {
      id: give.albumId,
      title: give.albumTitle,
      artist: give.artist,
      imageUrl: give.imageUrl,
      spotifyUrl: give.spotifyUrl ?? spotifySearchUrl(give.albumTitle, give.artist),
    },
    situation: give.situation,
    description: give.description,
    giverName: giverDisplayName(give.giverName, give.giverAnonymous),
    givenAt: isoOf(give.givenAt),
    viewer,
    yourRating: await readOwnRating(db, viewerId, give.albumId),
  };
}
