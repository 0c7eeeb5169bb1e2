import type { SpotifyMode } from '@album-club/contracts/spotify-mode';
import { apiFetch } from '../../../lib/api-client.ts';

export function getSpotifyMode(): Promise<SpotifyMode> {
  return apiFetch<SpotifyMode>('/api/spotify/mode');
}
