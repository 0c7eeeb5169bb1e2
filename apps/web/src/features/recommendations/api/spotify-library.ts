import type { AlbumTracks, SaveAlbumResponse } from '@album-club/contracts/library';
import { apiFetch } from '../../../lib/api-client.ts';

const path = (id: string) => encodeURIComponent(id);

/** Spec: `isSaved` is false when the check fails. */
export async function isAlbumSaved(albumId: string): Promise<boolean> {
  try {
    const { isSaved } = await apiFetch<{ isSaved: boolean }>(
      `/spotify/album-saved/${path(albumId)}`,
    );
    return isSaved;
  } catch {
    return false;
  }
}

export const saveToSpotify = (albumId: string, saved: boolean) =>
  apiFetch<SaveAlbumResponse>(`/spotify/save-album/${path(albumId)}`, {
    method: saved ? 'PUT' : 'DELETE',
  });

export const getAlbumTracks = (albumId: string) =>
  apiFetch<AlbumTracks>(`/spotify/album-tracks/${path(albumId)}`);
