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
