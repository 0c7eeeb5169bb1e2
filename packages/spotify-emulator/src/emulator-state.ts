import { AuthorizationCodes } from './accounts/authorization-codes.ts';
import { ClientRegistry, DEMO_CLIENT } from './accounts/client-registry.ts';
import { TokenService } from './accounts/token-service.ts';
import type { SerializeContext } from './api/serialize-context.ts';
import { createAlbumStore, type AlbumStore } from './catalog/album-store.ts';
import type { SpotifyEmulatorOptions } from './emulator-options.ts';
import { FaultInjector } from './faults/fault-injector.ts';
import { DEFAULT_RATE_LIMIT, RateLimiter } from './faults/rate-limiter.ts';
import { buildPersonas } from './personas/build-personas.ts';
import type { Persona, Play, SavedAlbum } from './personas/persona-data.ts';

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  at: number;
}

export interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  state?: string;
  scopes: string[];
  codeChallenge?: string;
  expiresAt: number;
}

/** Everything the emulator remembers; `reset()` returns it to the freshly started state. */
export class EmulatorState {
  readonly store: AlbumStore;
  readonly personas: readonly Persona[];
  context: SerializeContext;
  readonly clients: ClientRegistry;
  readonly tokens: TokenService;
  readonly codes: AuthorizationCodes;
  readonly faults = new FaultInjector();
  readonly rateLimiter: RateLimiter | undefined;
  readonly pending = new Map<string, PendingAuthorization>();
  /** Browser sessions on the consent page: which listener, and what each app was granted. */
  readonly sessions = new Map<string, { userId: string; approvals: Map<string, Set<string>> }>();
  readonly requestLog: RequestLogEntry[] = [];
  accessTokenTtlSeconds: number;
  libraries = new Map<string, SavedAlbum[]>();
  /** Each listener's play history, newest first, at most as long as Spotify keeps (50). */
  histories = new Map<string, Play[]>();
  /** Library items other than albums (tracks, shows, follows …), kept only so saves round-trip. */
  otherSaved = new Map<string, Set<string>>();
  readonly now = () => Date.now();
  /** The "now" the demo listeners' histories end at. */
  readonly historyAnchor: number;

  constructor(options: SpotifyEmulatorOptions, origin: string) {
    this.store = createAlbumStore(
      typeof options.catalog === 'function' ? options.catalog() : options.catalog,
    );
    const anchor =
      options.historyAnchor?.getTime() ?? Math.floor(Date.now() / 3_600_000) * 3_600_000;
    this.historyAnchor = anchor;
    this.personas = buildPersonas(this.store, anchor);
    this.context = { origin, mode: options.mode ?? 'development' };
    this.clients = new ClientRegistry(options.clients ?? [DEMO_CLIENT]);
    this.accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 3600;
    this.tokens = new TokenService(this.now, () => this.accessTokenTtlSeconds);
    this.codes = new AuthorizationCodes(this.now);
    const limit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
    this.rateLimiter = limit ? new RateLimiter(limit, this.now) : undefined;
    this.reset();
  }

  persona(userId: string): Persona | undefined {
    return this.personas.find((persona) => persona.userId === userId);
  }

  personaByKey(key: string): Persona | undefined {
    return this.personas.find((persona) => persona.definition.key === key);
  }

  library(userId: string): SavedAlbum[] {
    return this.libraries.get(userId) ?? [];
  }

  history(userId: string): Play[] {
    return this.histories.get(userId) ?? [];
  }

  reset(): void {
    this.libraries = new Map(
      this.personas.map((persona) => [persona.userId, [...persona.savedAlbums]]),
    );
    this.histories = new Map(this.personas.map((persona) => [persona.userId, [...persona.plays]]));
    this.otherSaved = new Map();
    this.tokens.clear();
    this.codes.clear();
    this.faults.clear();
    this.rateLimiter?.clear();
    this.pending.clear();
    this.sessions.clear();
    this.requestLog.length = 0;
  }
}
