export type EmulatorMode = 'extended' | 'development';

/** Where links point and which fields exist, shared by every serializer. */
export interface SerializeContext {
  /** Origin of the emulator, e.g. `http://127.0.0.1:4010`. */
  origin: string;
  mode: EmulatorMode;
}

/**
 * Fields Spotify stopped returning to development-mode apps (February 2026). They are exactly the
 * properties the OpenAPI file marks `deprecated` on these objects.
 */
export const DEVELOPMENT_MODE_REMOVED = {
  user: ['country', 'email', 'explicit_content', 'followers', 'product'],
  album: ['available_markets', 'genres', 'label', 'popularity'],
  simplifiedAlbum: ['available_markets'],
  artist: ['followers', 'genres', 'popularity'],
  track: ['available_markets', 'linked_from', 'popularity', 'preview_url'],
} as const;

export function forMode<T extends object>(
  context: SerializeContext,
  kind: keyof typeof DEVELOPMENT_MODE_REMOVED,
  value: T,
): T {
  if (context.mode === 'extended') return value;
  const removed = new Set<string>(DEVELOPMENT_MODE_REMOVED[kind]);
  return Object.fromEntries(Object.entries(value).filter(([key]) => !removed.has(key))) as T;
}
