import type { SpotifyTokenStore, SpotifyTokens } from './spotify-tokens.ts';

/** Keeps one account's tokens in memory: for tests and tools, never for the product's users. */
export class MemoryTokenStore implements SpotifyTokenStore {
  #tokens: SpotifyTokens | null;
  writes = 0;

  constructor(
    readonly accountKey: string,
    tokens: SpotifyTokens | null = null,
  ) {
    this.#tokens = tokens;
  }

  async read(): Promise<SpotifyTokens | null> {
    return this.#tokens ? { ...this.#tokens } : null;
  }

  async write(tokens: SpotifyTokens): Promise<void> {
    this.writes++;
    this.#tokens = { ...tokens };
  }

  async clear(): Promise<void> {
    this.#tokens = null;
  }
}
