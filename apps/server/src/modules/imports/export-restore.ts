import { accountExportSchema } from '@album-club/contracts/account-data';
import type { Database } from '../../db/database.ts';
import { listenerRecordsChanged } from '../../lib/listener-records-cache.ts';
import { UnreadableFile } from './history-lines.ts';
import type { ImportProgress } from './import-progress.ts';
import { PLAYS_PER_BATCH } from './import-job.ts';
import { insertMissingAlbums, insertNewPlays, noPlays } from './imports.repository.ts';
import { withoutKnownPlays } from './known-plays.ts';
import {
  restoreGives,
  restoreRecommendations,
  restoreRecords,
  restoreRewards,
} from './restore.repository.ts';

/**
 * An Album Club export into the current account: its albums, the listener's records of them
 * (ratings, tags, notes, favourites, known and saved marks), plays, gives, the recommendations
 * received with their moments, and rewards. Restoring the same export again changes nothing.
 * Not restored: the profile and sign-in methods (the current account has its own), friend links
 * received (the give is the friend's row, and the link's token was only ever in the e-mail), a
 * given friend link's token for the same reason, top artists (Spotify's ranking, written afresh
 * by the next sync) and the list of earlier imports.
 */
export async function restoreExport(
  db: Database,
  userId: string,
  text: string,
  progress: ImportProgress,
  now: Date,
): Promise<void> {
  let document;
  try {
    document = accountExportSchema.parse(JSON.parse(text));
  } catch {
    throw new UnreadableFile('it is not a complete Album Club export');
  }
  const albums = new Map(document.albums.map((record) => [record.album.id, record.album]));
  for (const entry of [...document.plays, ...document.recommendations])
    if (!albums.has(entry.albumId))
      albums.set(entry.albumId, {
        id: entry.albumId,
        title: entry.albumTitle,
        artists: entry.artists,
        spotifyId: null,
        catalogId: null,
        imageUrl: null,
        releaseDate: null,
        genres: [],
      });
  // An album already stored (by id or Spotify id) is kept as it is.
  await insertMissingAlbums(db, [...albums.values()]);
  progress.restored += await restoreRecords(db, userId, document.albums);
  for (const record of document.albums) progress.albumIds.add(record.album.id);
  for (let start = 0; start < document.plays.length; start += PLAYS_PER_BATCH) {
    const batch = noPlays();
    for (const entry of document.plays.slice(start, start + PLAYS_PER_BATCH)) {
      batch.trackIds.push(entry.trackId);
      batch.albumIds.push(entry.albumId);
      batch.times.push(new Date(entry.playedAt).getTime());
    }
    const fresh = await withoutKnownPlays(db, userId, batch);
    const { added, albumIds } = await insertNewPlays(db, userId, fresh, now);
    progress.plays += added;
    progress.duplicates += batch.times.length - added;
    for (const id of albumIds) progress.albumIds.add(id);
    await progress.checkpoint(`Restoring your plays: ${progress.plays} counted...`);
  }
  progress.restored += await restoreGives(db, userId, document.gives);
  progress.restored += await restoreRecommendations(db, userId, document.recommendations);
  if (document.rewards) progress.restored += await restoreRewards(db, userId, document.rewards);
  listenerRecordsChanged(db, userId);
}
