import { useEffect, useState } from 'react';
import type { SpotifyMode } from '@album-club/contracts/spotify-mode';
import { getSpotifyMode } from '../api/get-spotify-mode.ts';

// The answer cannot change while the server runs, so one request serves the whole visit.
let pending: Promise<SpotifyMode | null> | null = null;

/** Whether Spotify is the demo emulator; null until known (or when the server cannot say). */
export function useSpotifyMode(): SpotifyMode | null {
  const [mode, setMode] = useState<SpotifyMode | null>(null);
  useEffect(() => {
    let active = true;
    pending ??= getSpotifyMode().catch(() => null);
    void pending.then((answer) => {
      if (active) setMode(answer);
    });
    return () => {
      active = false;
    };
  }, []);
  return mode;
}
