import {
  BADGE_NAMES,
  GIVE_REWARD,
  RECOMMENDATION_BADGE,
  type ClubGive,
  type FriendGive,
  type GiveInput,
  type GiveResponse,
  type Rewards,
} from '@album-club/contracts/gives';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { mailboxOf } from '../../lib/mailbox.ts';
import { communityGivesChanged } from '../recommendations/recommendations.service.ts';
import { friendLinkUrl, newFriendLinkToken } from './friend-link.ts';
import { friendMail } from './friend-mail.ts';
import { consumeGiveLimits, type GiveLimitCheck, GIVE_LIMIT_MESSAGES } from './give-limits.ts';
import { giverDisplayName, isoOf } from './give-people.ts';
import { resolveGivenAlbum } from './given-album.ts';
import {
  hasGivenBefore,
  insertGive,
  markGiveMailed,
  readClubGives,
  readFriendGives,
} from './gives.repository.ts';
import { addReward, readRewards, type RewardRow } from './rewards.repository.ts';

export interface GiveServices {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface Giver {
  id: string;
  name: string;
  isAnonymous: boolean;
  /** The network the request came from (see clientNetwork), for the per-address mail limit. */
  network?: string;
}

const rewardsOf = (row: RewardRow): Rewards => ({
  discoveryPoints: row.discoveryPoints,
  communityKarma: row.communityKarma,
  badges: row.badges.map((id) => ({ id, name: BADGE_NAMES[id] ?? id })),
});

/**
 * Shares a recommendation with the club (and a friend, when an address is given): counted
 * against the daily limits, stored with its reward in one transaction, then mailed. A mail that
 * cannot be sent leaves the give and its reward in place and says so.
 */
export async function shareGive(
  services: GiveServices,
  giver: Giver,
  input: GiveInput,
): Promise<GiveResponse> {
  const { db, limiter } = services;
  const to = input.recipientEmail;
  const checks: GiveLimitCheck[] = [
    { rule: 'give', subject: giver.id, message: GIVE_LIMIT_MESSAGES.give },
  ];
  if (to) {
    const { mail, recipient } = GIVE_LIMIT_MESSAGES;
    checks.push({ rule: 'give-mail', subject: giver.id, message: mail });
    if (giver.network)
      checks.push({ rule: 'give-mail-from', subject: giver.network, message: mail });
    checks.push({ rule: 'give-mail-to', subject: mailboxOf(to), message: recipient });
  }
  await consumeGiveLimits(limiter, checks);
  const albumId = await resolveGivenAlbum(db, giver.id, input.albumTitle, input.artist);
  const link = to ? newFriendLinkToken() : undefined;
  const now = services.now();
  const { giveId, reward, earned } = await db.transaction(async (tx) => {
    // The same album for the same moment again is shared, but earns nothing the second time.
    const repeat = await hasGivenBefore(tx, giver.id, albumId, input.situation);
    const earned = repeat ? { discoveryPoints: 0, communityKarma: 0 } : { ...GIVE_REWARD };
    const giveId = await insertGive(tx, {
      giverId: giver.id,
      albumId,
      albumTitle: input.albumTitle,
      artist: input.artist,
      situation: input.situation,
      description: input.description,
      recipientEmail: to ?? null,
      linkTokenHash: link?.hash ?? null,
      createdAt: now,
    });
    const reward = await addReward(tx, giver.id, { ...earned, badge: RECOMMENDATION_BADGE });
    return { giveId, reward, earned };
  });
  communityGivesChanged(db);

  let email: GiveResponse['email'] = 'none';
  if (to && link) {
    try {
      await services.mailer.send(
        friendMail({
          to,
          giverName: giverDisplayName(giver.name, giver.isAnonymous),
          albumTitle: input.albumTitle,
          artist: input.artist,
          situation: input.situation,
          description: input.description,
          link: friendLinkUrl(services.publicUrl, link.token),
        }),
      );
      await markGiveMailed(db, giveId, services.now());
      email = 'sent';
    } catch (error) {
      services.log.warn({ err: error, giveId }, 'the friend e-mail of a give could not be sent');
      email = 'failed';
    }
  }

  return {
    success: true,
    give: {
      id: giveId,
      albumId,
      albumTitle: input.albumTitle,
      artist: input.artist,
      situation: input.situation,
    },
    earned,
    rewards: rewardsOf(reward),
    badgeUnlocked: reward.badgeUnlocked,
    email,
  };
}

export async function memberRewards(db: Database, userId: string): Promise<Rewards> {
  return rewardsOf(await readRewards(db, userId));
}

interface GiveHeading {
  id: string;
  albumTitle: string;
  artist: string;
  situation: string;
}

/** What every list of gives shows first: the album and the moment it was given for. */
const giveHeading = ({ id, albumTitle, artist, situation }: GiveHeading): GiveHeading => ({
  id,
  albumTitle,
  artist,
  situation,
});

/** 'From the club': recent gives with the giver's public name, never who they went to. */
export async function clubGives(db: Database, limit: number): Promise<{ gives: ClubGive[] }> {
  const rows = await readClubGives(db, limit);
  return {
    gives: rows.map((row) => ({
      ...giveHeading(row),
      description: row.description,
      // The club list is public to members: a name made from an address or number is not shown.
      giverName: giverDisplayName(row.giverName, row.giverAnonymous || row.giverNameFromContact),
      imageUrl: row.imageUrl,
      givenAt: isoOf(row.givenAt),
    })),
  };
}

/** The caller's gives to friends: sent, opened (when) and the friend's rating once given. */
export async function friendGives(db: Database, giverId: string): Promise<{ gives: FriendGive[] }> {
  const rows = await readFriendGives(db, giverId);
  return {
    gives: rows.map((row) => ({
      ...giveHeading(row),
      recipientEmail: row.recipientEmail,
      givenAt: isoOf(row.givenAt),
      status: row.openedAt ? 'opened' : row.mailedAt ? 'sent' : 'not_sent',
      openedAt: row.openedAt ? isoOf(row.openedAt) : null,
      friendRating: row.friendRating,
    })),
  };
}
