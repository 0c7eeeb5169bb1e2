import type {
  AlbumSuggestion,
  ClubGive,
  FriendGive,
  GiveRequest,
  GiveResponse,
  OpenFriendLinkResponse,
  Rewards,
} from '@album-club/contracts/gives';
import { apiFetch } from '../../../lib/api-client.ts';

export const shareGive = (body: GiveRequest, idempotencyKey?: string) =>
  apiFetch<GiveResponse>('/spotify/gives', { method: 'POST', body, idempotencyKey });

export const getRewards = () => apiFetch<Rewards>('/spotify/rewards');

export const getClubGives = () =>
  apiFetch<{ gives: ClubGive[] }>('/spotify/gives/club?limit=10').then((answer) => answer.gives);

export const getFriendGives = () =>
  apiFetch<{ gives: FriendGive[] }>('/spotify/gives/friends').then((answer) => answer.gives);

export const openFriendLink = (token: string, idempotencyKey?: string) =>
  apiFetch<OpenFriendLinkResponse>('/spotify/gives/open', {
    method: 'POST',
    // Opening a page, not a save: the page shows its own waiting and failure.
    background: true,
    body: { token },
    idempotencyKey,
  });

export function getAlbumSuggestions(
  title: string,
  artist: string,
  signal?: AbortSignal,
): Promise<AlbumSuggestion[]> {
  const query = new URLSearchParams({ title, artist });
  return apiFetch<{ suggestions: AlbumSuggestion[] }>(`/spotify/album-suggestions?${query}`, {
    signal,
  }).then((answer) => answer.suggestions);
}

/** The friend rates the album they were given, as any rating is saved. */
export const rateGivenAlbum = (
  album: { id: string; title: string; artist: string },
  rating: number,
) =>
  apiFetch('/spotify/album-interaction', {
    method: 'POST',
    body: {
      albumId: album.id,
      albumName: album.title,
      artistName: album.artist,
      interactionType: 'rate',
      rating,
    },
  });
