import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { give } from '../../db/schema.ts';

export type NewGiveRow = typeof give.$inferInsert;

export async function insertGive(tx: Tx | Database, row: NewGiveRow): Promise<string> {
  const [stored] = await tx.insert(give).values(row).returning({ id: give.id });
  if (!stored) throw new Error('give was not stored');
  return stored.id;
}

/** Whether the giver already gave this album for this situation (a repeat earns nothing). */
export async function hasGivenBefore(
  tx: Tx | Database,
  giverId: string,
  albumId: string,
  situation: string,
): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    tx,
    sql`select 1 as found from give
        where giver_id = ${giverId} and album_id = ${albumId} and situation = ${situation}
        limit 1`,
  );
  return rows.length > 0;
}

export async function markGiveMailed(db: Database, giveId: string, at: Date): Promise<void> {
  await db.execute(sql`update give set mailed_at = ${at} where id = ${giveId}`);
}

export interface ClubGiveRow {
  id: string;
  albumTitle: string;
  artist: string;
  situation: string;
  description: string;
  giverName: string | null;
  giverAnonymous: boolean;
  /** The name was made from the giver's e-mail address or phone number, not chosen. */
  giverNameFromContact: boolean;
  imageUrl: string | null;
  givenAt: Date | string;
}

/** The club's newest gives; no recipient, no user id, no address leaves this query. */
export async function readClubGives(db: Database, limit: number): Promise<ClubGiveRow[]> {
  return queryRows<ClubGiveRow>(
    db,
    sql`select g.id, g.album_title as "albumTitle", g.artist, g.situation, g.description,
          u.name as "giverName", u.is_anonymous as "giverAnonymous",
          (lower(u.name) = lower(split_part(u.email, '@', 1))
            or u.name ~ '^Listener [0-9]{4}$') as "giverNameFromContact",
          a.image_url as "imageUrl", g.created_at as "givenAt"
        from give g
        join "user" u on u.id = g.giver_id
        left join album a on a.id = g.album_id
        order by g.created_at desc, g.id
        limit ${limit}`,
  );
}

export interface FriendGiveRow {
  id: string;
  albumTitle: string;
  artist: string;
  situation: string;
  recipientEmail: string;
  givenAt: Date | string;
  mailedAt: Date | string | null;
  openedAt: Date | string | null;
  friendRating: number | null;
}

/**
 * A listener's record of `albumId` is the given album's own, or its Spotify twin's once the
 * catalog album's records were folded into the twin (catalog-twins.repository.ts).
 */
const sameAlbum = (recordAlbum: SQL, givenAlbum: SQL) =>
  sql`(${recordAlbum} = ${givenAlbum}
    or ${recordAlbum} in (select s.id from album s where s.catalog_id = ${givenAlbum}))`;

/**
 * The giver's gives to friends, with the friend's rating of the album once they rated it after
 * opening the link: a rating the friend gave before is theirs alone.
 */
export async function readFriendGives(db: Database, giverId: string): Promise<FriendGiveRow[]> {
  return queryRows<FriendGiveRow>(
    db,
    sql`select g.id, g.album_title as "albumTitle", g.artist, g.situation,
          g.recipient_email as "recipientEmail", g.created_at as "givenAt",
          g.mailed_at as "mailedAt", g.opened_at as "openedAt",
          ua.rating as "friendRating"
        from give g
        left join user_album ua
          on ua.user_id = g.recipient_user_id and ${sameAlbum(sql`ua.album_id`, sql`g.album_id`)}
            and ua.rating > 0 and ua.updated_at >= g.opened_at
        where g.giver_id = ${giverId} and g.recipient_email is not null
        order by g.created_at desc, g.id
        limit 50`,
  );
}

export interface LinkedGiveRow {
  id: string;
  giverId: string;
  recipientUserId: string | null;
  openedAt: Date | string | null;
  albumId: string;
  albumTitle: string;
  artist: string;
  situation: string;
  description: string;
  givenAt: Date | string;
  giverName: string | null;
  giverAnonymous: boolean;
  imageUrl: string | null;
  spotifyUrl: string | null;
}

/** The give a friend link's token hash names, if any. */
export async function findGiveByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<LinkedGiveRow | undefined> {
  const [row] = await queryRows<LinkedGiveRow>(
    db,
    sql`select g.id, g.giver_id as "giverId", g.recipient_user_id as "recipientUserId",
          g.opened_at as "openedAt", g.album_id as "albumId", g.album_title as "albumTitle",
          g.artist, g.situation, g.description, g.created_at as "givenAt",
          u.name as "giverName", u.is_anonymous as "giverAnonymous",
          a.image_url as "imageUrl", a.spotify_url as "spotifyUrl"
        from give g
        join "user" u on u.id = g.giver_id
        left join album a on a.id = g.album_id
        where g.link_token_hash = ${tokenHash}`,
  );
  return row;
}

/**
 * Binds the link to its first opener and notes when it was opened; a link already bound stays
 * with its recipient. Answers who the link belongs to now.
 */
export async function bindRecipient(
  db: Database,
  giveId: string,
  userId: string,
  at: Date,
): Promise<{ recipientUserId: string; openedAt: Date | string }> {
  const [row] = await queryRows<{ recipientUserId: string; openedAt: Date | string }>(
    db,
    sql`update give set recipient_user_id = ${userId}, opened_at = coalesce(opened_at, ${at})
        where id = ${giveId} and (recipient_user_id is null or recipient_user_id = ${userId})
        returning recipient_user_id as "recipientUserId", opened_at as "openedAt"`,
  );
  if (row) return row;
  const [current] = await queryRows<{ recipientUserId: string; openedAt: Date | string }>(
    db,
    sql`select recipient_user_id as "recipientUserId", opened_at as "openedAt"
        from give where id = ${giveId}`,
  );
  if (!current) throw new Error('give vanished while its link was opened');
  return current;
}

/** The listener's own rating of an album, if above 0. */
export async function readOwnRating(
  db: Database,
  userId: string,
  albumId: string,
): Promise<number | null> {
  const [row] = await queryRows<{ rating: number | null }>(
    db,
    sql`select rating from user_album
        where user_id = ${userId} and ${sameAlbum(sql`album_id`, sql`${albumId}`)} and rating > 0
        order by updated_at desc
        limit 1`,
  );
  return row?.rating ?? null;
}
