import type { AlbumInteractionRequest, UserAlbum } from '@album-club/contracts/albums';
import type { Database } from '../../db/database.ts';
import { ensureAlbum, listUserAlbums, saveRating } from './albums.repository.ts';

const artistsOf = (artistName: string | undefined) =>
  (artistName ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Stores a rating (spec: Album interaction, type `rate`); a missing rating clears it. */
export async function recordRating(
  db: Database,
  userId: string,
  interaction: AlbumInteractionRequest,
) {
  const artists = artistsOf(interaction.artistName);
  await ensureAlbum(db, {
    id: interaction.albumId,
    title: interaction.albumName,
    artists: artists.length > 0 ? artists : ['Unknown Artist'],
  });
  const rating = interaction.rating === undefined ? null : Math.round(interaction.rating * 10) / 10;
  await saveRating(db, userId, interaction.albumId, rating, new Date());
  return { success: true as const, albumId: interaction.albumId, rating };
}

export async function userAlbums(db: Database, userId: string): Promise<{ albums: UserAlbum[] }> {
  const rows = await listUserAlbums(db, userId);
  return { albums: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}
