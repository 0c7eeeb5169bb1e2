import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { album } from '../../db/schema/albums.ts';

export type AlbumRow = typeof album.$inferSelect;
export type NewAlbumRow = typeof album.$inferInsert;

const BATCH = 500;

/** Inserts albums or refreshes what is known about them; a known catalog link is kept. */
export async function upsertAlbums(db: Database, rows: NewAlbumRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = dedupeById(rows.slice(start, start + BATCH));
    await db
      .insert(album)
      .values(batch)
      .onConflictDoUpdate({
        target: album.id,
        set: {
          spotifyId: sql`coalesce(excluded.spotify_id, ${album.spotifyId})`,
          catalogId: sql`coalesce(excluded.catalog_id, ${album.catalogId})`,
          title: sql`excluded.title`,
          artists: sql`excluded.artists`,
          imageUrl: sql`coalesce(excluded.image_url, ${album.imageUrl})`,
          releaseDate: sql`coalesce(excluded.release_date, ${album.releaseDate})`,
          totalTracks: sql`coalesce(excluded.total_tracks, ${album.totalTracks})`,
          durationMs: sql`coalesce(excluded.duration_ms, ${album.durationMs})`,
          genres: sql`case when jsonb_array_length(excluded.genres) > 0 then excluded.genres else ${album.genres} end`,
          spotifyUrl: sql`coalesce(excluded.spotify_url, ${album.spotifyUrl})`,
          updatedAt: sql`now()`,
        },
      });
  }
}

function dedupeById(rows: NewAlbumRow[]): NewAlbumRow[] {
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

export async function findAlbumsByIds(db: Database, ids: string[]): Promise<AlbumRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(album).where(inArray(album.id, ids));
}

/** Every album a catalog entry was resolved to, Spotify twins first: one read for a cache. */
export async function findCatalogAlbums(db: Database): Promise<AlbumRow[]> {
  return db
    .select()
    .from(album)
    .where(sql`${album.catalogId} is not null`)
    .orderBy(sql`${album.spotifyId} is null`);
}

/** The album a catalog entry was resolved to before: its Spotify twin if one was found. */
export async function findAlbumByCatalogId(
  db: Database,
  catalogId: string,
): Promise<AlbumRow | undefined> {
  const rows = await db
    .select()
    .from(album)
    .where(eq(album.catalogId, catalogId))
    .orderBy(sql`${album.spotifyId} is null`)
    .limit(1);
  return rows[0];
}

/**
 * In one round trip: the album a catalog entry was resolved to before (its Spotify twin first),
 * or, when there is none, `row` stored as the catalog album. Answers the known album, or
 * undefined when `row` was the one stored.
 */
export async function findOrStoreCatalogAlbum(
  db: Database,
  row: NewAlbumRow & { catalogId: string },
): Promise<AlbumRow | undefined> {
  const result = await db.execute(sql`
    with known as (
      select * from album where catalog_id = ${row.catalogId}
      order by spotify_id is null limit 1
    ), added as (
      insert into album (id, spotify_id, catalog_id, title, artists, release_date, genres)
      select ${row.id}, null, ${row.catalogId}, ${row.title}, ${JSON.stringify(row.artists ?? [])}::jsonb,
             ${row.releaseDate ?? null}, ${JSON.stringify(row.genres ?? [])}::jsonb
      where not exists (select 1 from known)
      on conflict (id) do nothing
      returning id
    )
    select json_build_object('id', k.id, 'spotifyId', k.spotify_id, 'catalogId', k.catalog_id,
      'title', k.title, 'artists', k.artists, 'imageUrl', k.image_url,
      'releaseDate', k.release_date, 'totalTracks', k.total_tracks, 'durationMs', k.duration_ms,
      'genres', k.genres, 'spotifyUrl', k.spotify_url, 'updatedAt', k.updated_at) as album
    from known k`);
  const [found] = (result as unknown as { rows: { album: AlbumRow & { updatedAt: string } }[] })
    .rows;
  return found ? { ...found.album, updatedAt: new Date(found.album.updatedAt) } : undefined;
}
