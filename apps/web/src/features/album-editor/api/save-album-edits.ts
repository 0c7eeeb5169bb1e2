import type { AlbumInteractionRequest } from '@album-club/contracts/albums';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  changedParts,
  type AlbumEdits,
  type EditableAlbum,
  type EditPart,
} from '../utils/album-edits.ts';

/** Each change goes through the one write path for album records (POST /spotify/album-interaction). */
function interactionFor(album: EditableAlbum, part: EditPart, edits: AlbumEdits) {
  const base = {
    albumId: album.id,
    albumName: album.title,
    artistName: album.artist || 'Unknown Artist',
    deviceType: 'mobile',
  };
  const body: AlbumInteractionRequest =
    part === 'rating'
      ? // Spec: a rating of 0 is sent as absent (not rated).
        { ...base, interactionType: 'rate', ...(edits.rating > 0 ? { rating: edits.rating } : {}) }
      : part === 'tags'
        ? { ...base, interactionType: 'tag', tagAction: 'set', tags: edits.tags }
        : // Spec: empty notes are sent as absent.
          {
            ...base,
            interactionType: 'notes_update',
            ...(edits.notes.trim() ? { notes: edits.notes.trim() } : {}),
          };
  return apiFetch('/spotify/album-interaction', { method: 'POST', body, queueOffline: true });
}

/** Saves what changed, part by part; answers the parts that could not be saved. */
export async function saveAlbumEdits(
  album: EditableAlbum,
  edits: AlbumEdits,
): Promise<{ saved: EditPart[]; failed: EditPart[] }> {
  const saved: EditPart[] = [];
  const failed: EditPart[] = [];
  for (const part of changedParts(album, edits)) {
    try {
      await interactionFor(album, part, edits);
      saved.push(part);
    } catch {
      failed.push(part);
    }
  }
  return { saved, failed };
}
