import type { AlbumInteractionResponse, InteractionType } from '@album-club/contracts/albums';
import { apiFetch } from '../../../lib/api-client.ts';

/** The album an interaction is about, and the moment it happened in. */
export interface InteractionAlbum {
  albumId: string;
  albumName: string;
  /** Names as shown; joined with commas, 'Unknown Artist' when there are none. */
  artists: string[];
  situation?: string;
  sessionId?: string;
}

interface Extra {
  rating?: number;
  tags?: string[];
  tagAction?: 'add' | 'remove' | 'set';
  notes?: string;
  isFavorite?: boolean;
  isKnown?: boolean | null;
}

/** POST /spotify/album-interaction with the spec's payload. */
export function saveAlbumInteraction(
  album: InteractionAlbum,
  interactionType: InteractionType,
  extra: Extra = {},
): Promise<AlbumInteractionResponse> {
  const notes = extra.notes?.trim();
  return apiFetch<AlbumInteractionResponse>('/spotify/album-interaction', {
    method: 'POST',
    queueOffline: true,
    body: {
      albumId: album.albumId,
      albumName: album.albumName,
      artistName: album.artists.length > 0 ? album.artists.join(', ') : 'Unknown Artist',
      situation: album.situation,
      deviceType: 'mobile',
      sessionId: album.sessionId,
      interactionType,
      ...extra,
      // Spec: a rating of 0 and empty notes are sent as absent.
      rating: extra.rating ? extra.rating : undefined,
      notes: notes ? notes : undefined,
    },
  });
}

/** Spec's named operations, each one interaction. */
export const rateAlbum = (
  album: InteractionAlbum,
  rating: number,
  notes: string,
  tags: string[] = [],
) => saveAlbumInteraction(album, 'rate', { rating, notes, tags: tags.length ? tags : undefined });

export const tagAlbum = (album: InteractionAlbum, tags: string[], remove = false) =>
  saveAlbumInteraction(album, 'tag', { tags, tagAction: remove ? 'remove' : 'add' });

export const markAlbumKnown = (album: InteractionAlbum, known: boolean | null) =>
  saveAlbumInteraction(album, known === false ? 'mark_unknown' : 'mark_known', {
    isKnown: known,
  });

export const favoriteAlbum = (album: InteractionAlbum, favorite: boolean) =>
  saveAlbumInteraction(album, favorite ? 'add_to_favorites' : 'remove_from_favorites', {
    isFavorite: favorite,
  });

export const updateNotes = (album: InteractionAlbum, notes: string) =>
  saveAlbumInteraction(album, 'notes_update', { notes });
