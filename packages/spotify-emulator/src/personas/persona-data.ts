import type { PersonaDefinition } from './persona-definitions.ts';

export type TimeRange = 'short_term' | 'medium_term' | 'long_term';

export interface SavedAlbum {
  albumId: string;
  /** Epoch milliseconds, whole seconds (Spotify's `added_at` has no fraction). */
  addedAt: number;
}

export interface Play {
  trackId: string;
  albumId: string;
  playedAt: number;
}

/** One demo listener as the emulator first builds it; `reset()` returns to exactly this. */
export interface Persona {
  definition: PersonaDefinition;
  userId: string;
  /** Newest first, as Spotify lists a library. */
  savedAlbums: SavedAlbum[];
  /** Newest first. */
  plays: Play[];
  topArtists: Record<TimeRange, string[]>;
}
