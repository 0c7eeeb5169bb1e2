import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import { isSpotifyId } from '../ids/spotify-ids.ts';
import type { EmulatorAlbum } from '../catalog/emulator-album.ts';

/** Checks an album id as Spotify does: malformed is 400, unknown is 404. */
export function knownAlbum(state: EmulatorState, id: string): EmulatorAlbum {
  if (!isSpotifyId(id)) throw new ApiError(400, 'Invalid base62 id');
  const album = state.store.album(id);
  if (!album) throw new ApiError(404, 'Non existing id');
  return album;
}

export function knownAlbumId(state: EmulatorState, id: string): string {
  return knownAlbum(state, id).id;
}

export function saveAlbums(state: EmulatorState, userId: string, ids: string[]): void {
  const library = state.library(userId);
  const owned = new Set(library.map((entry) => entry.albumId));
  const addedAt = Math.floor(state.now() / 1000) * 1000;
  const fresh = [...new Set(ids)]
    .filter((id) => !owned.has(id))
    .map((albumId) => ({ albumId, addedAt }));
  state.libraries.set(userId, [...fresh.reverse(), ...library]);
}

export function removeAlbums(state: EmulatorState, userId: string, ids: string[]): void {
  const drop = new Set(ids);
  state.libraries.set(
    userId,
    state.library(userId).filter((entry) => !drop.has(entry.albumId)),
  );
}

export function albumsSaved(state: EmulatorState, userId: string, ids: string[]): boolean[] {
  const owned = new Set(state.library(userId).map((entry) => entry.albumId));
  return ids.map((id) => owned.has(id));
}
