import type { SpotifyMode } from '@album-club/contracts/spotify-mode';
import type { SpotifyRuntime } from '../../integrations/spotify/spotify-runtime.ts';

export function spotifyMode(runtime: SpotifyRuntime | undefined): SpotifyMode {
  return { available: runtime?.settings !== undefined, demo: runtime?.demo ?? false };
}
