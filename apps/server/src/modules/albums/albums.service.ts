import type { AlbumInteraction, AlbumInteractionResponse } from '@album-club/contracts/albums';
import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { Database } from '../../db/database.ts';
import { listenerRecordsChanged } from '../../lib/listener-records-cache.ts';
import {
  albumRowFromCatalog,
  UNDESCRIBED_TITLE,
} from '../album-directory/album-directory.service.ts';
import { ensureAlbum } from '../album-directory/album-rows.repository.ts';
import { insertEvents } from '../events/events.service.ts';
import { changesFor } from './album-changes.ts';
import {
  insertUserAlbum,
  lockUserAlbum,
  updateUserAlbum,
  type UserAlbumRow,
} from './albums.repository.ts';

const NO_RECORD = { tags: [] };

export type CatalogLookup = (id: string) => CatalogAlbum | undefined;

/**
 * The album row an interaction may create when the album is new here. Albums are shared by every
 * listener, so their facts come only from the catalog or Spotify, never from a caller: a catalog
 * album is stored as the catalog describes it; any other album is stored undescribed (no title,
 * no artists) until Spotify describes it (a sync, a recommendation, an album page read with
 * Spotify). The names the listener typed stay theirs: they are kept with the interaction in the
 * event log, and their own library shows them (see library.repository.ts).
 */
function albumRowFor(interaction: AlbumInteraction, catalogAlbum: CatalogLookup | undefined) {
  const entry = catalogAlbum?.(interaction.albumId);
  if (entry) return albumRowFromCatalog(entry);
  return { id: interaction.albumId, title: UNDESCRIBED_TITLE, artists: [] };
}

const recordOf = (row: UserAlbumRow): AlbumInteractionResponse => ({
  success: true,
  albumId: row.albumId,
  rating: row.rating,
  tags: row.tags,
  notes: row.notes,
  isFavorite: row.isFavorite,
  isKnown: row.isKnown,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Applies one interaction to the listener's record of the album and keeps the interaction itself
 * (with its situation, device and session) in the event log, both in one transaction.
 */
export async function saveAlbumInteraction(
  db: Database,
  userId: string,
  interaction: AlbumInteraction,
  { catalogAlbum, now = new Date() }: { catalogAlbum?: CatalogLookup; now?: Date } = {},
): Promise<AlbumInteractionResponse> {
  // An old id of a merged catalog album (an alias) records on the album it became.
  const albumId = catalogAlbum?.(interaction.albumId)?.id ?? interaction.albumId;
  await ensureAlbum(db, albumRowFor({ ...interaction, albumId }, catalogAlbum));
  const answer = await db.transaction(async (tx) => {
    let current = await lockUserAlbum(tx, userId, albumId);
    let row = current
      ? undefined
      : await insertUserAlbum(tx, userId, albumId, changesFor(NO_RECORD, interaction, now), now);
    // Another request may have created the record between the lock and the insert.
    current ??= row ? undefined : await lockUserAlbum(tx, userId, albumId);
    if (current)
      row = await updateUserAlbum(tx, userId, albumId, changesFor(current, interaction, now), now);
    if (!row) throw new Error('user album record could not be written');
    await insertEvents(tx, userId, [
      {
        eventType: 'album_interaction',
        eventData: {
          interactionType: interaction.interactionType,
          albumId,
          albumName: interaction.albumName,
          artistName: interaction.artistName,
          situation: interaction.situation,
          deviceType: interaction.deviceType,
          sessionId: interaction.sessionId,
          ...(interaction.interactionType === 'tag'
            ? { tags: interaction.tags, tagAction: interaction.tagAction }
            : {}),
          ...(interaction.interactionType === 'rate' ? { rating: row.rating } : {}),
        },
        createdAt: now,
      },
    ]);
    return recordOf(row);
  });
  listenerRecordsChanged(db, userId);
  return answer;
}
