import { z } from 'zod';

/** GET /api/spotify/mode: whether Spotify can be used, and whether it is the demo stand-in. */
export const spotifyModeSchema = z.object({
  available: z.boolean(),
  /** The local Spotify emulator with demo listeners, not the listener's real account. */
  demo: z.boolean(),
});
export type SpotifyMode = z.infer<typeof spotifyModeSchema>;
