import type { AlbumInteractionRequest } from '@album-club/contracts/albums';
import { apiFetch } from '../../../lib/api-client.ts';

export interface EditableAlbum {
  id: string;
  title: string;
  artist: string;
  image: string | null;
  rating: number;
  tags: string[];
  notes: string | null;
}

export interface AlbumEdits {
  rating: number;
  tags: string[];
  notes: string;
}

export type EditPart = 'rating' | 'tags' | 'notes';

const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/** What the listener changed in the modal. */
export function changedParts(album: EditableAlbum, edits: AlbumEdits): EditPart[] {
  const parts: EditPart[] = [];
  if (edits.rating !== album.rating) parts.push('rating');
  if (!sameTags(edits.tags, album.tags)) parts.push('tags');
  if (edits.notes.trim() !== (album.notes ?? '')) parts.push('notes');
  return parts;
}

/** The album as it stands once the given parts of the edits are saved. */
export function withSavedParts(
  album: EditableAlbum,
  edits: AlbumEdits,
  saved: EditPart[],
): EditableAlbum {
  return {
    ...album,
    ...(saved.includes('rating') ? { rating: edits.rating } : {}),
    ...(saved.includes('tags') ? { tags: edits.tags } : {}),
    ...(saved.includes('notes') ? { notes: edits.notes.trim() || null } : {}),
  };
}

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
