import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { RegisteredClient } from './accounts/client-registry.ts';
import type { EmulatorMode } from './api/serialize-context.ts';
import type { RateLimitOptions } from './faults/rate-limiter.ts';
import type { ObservedExchange } from './http/exchange.ts';

export interface SpotifyEmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the emulator is for this machine only. */
  host?: string;
  /** The albums, or how to load them when the emulator is first used. */
  catalog: readonly CatalogAlbum[] | (() => readonly CatalogAlbum[]);
  /** `development` (default) mirrors a development-mode Spotify app; `extended` returns every field. */
  mode?: EmulatorMode;
  /** Registered apps; defaults to the demo app (see DEMO_CLIENT). */
  clients?: readonly RegisteredClient[];
  /** Access-token lifetime in seconds (Spotify: 3600). */
  accessTokenTtlSeconds?: number;
  /** `false` turns the limiter off. */
  rateLimit?: RateLimitOptions | false;
  /** Serves `/__admin/*`. Only tests and the demo runner turn this on; never the product. */
  admin?: boolean;
  /** The moment the demo listeners' history ends at; defaults to the start time, to the hour. */
  historyAnchor?: Date;
  /** Called after every response, e.g. to validate it against the OpenAPI file. */
  onExchange?: (exchange: ObservedExchange) => void;
}
