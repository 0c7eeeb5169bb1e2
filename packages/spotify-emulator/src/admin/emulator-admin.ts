import type { RegisteredClient } from '../accounts/client-registry.ts';
import type { IssuedTokens } from '../accounts/token-service.ts';
import type { EmulatorState, RequestLogEntry } from '../emulator-state.ts';
import type { FaultSpec } from '../faults/fault-injector.ts';
import { DEMO_CLIENT } from '../accounts/client-registry.ts';

export interface PersonaSummary {
  key: string;
  userId: string;
  displayName: string;
  blurb: string;
  savedAlbums: number;
  plays: number;
}

/** Test and demo controls. Reachable over HTTP only when the emulator starts with `admin: true`. */
export interface EmulatorAdmin {
  personas(): PersonaSummary[];
  /** Signs a listener in to an app directly, as if they had approved the consent page. */
  issueTokens(
    user: string,
    options?: { clientId?: string; scopes?: string[]; publicClient?: boolean },
  ): IssuedTokens;
  injectFault(fault: FaultSpec): void;
  clearFaults(): void;
  /** As if the listener removed the app's access: every token of theirs stops working. */
  revokeUser(user: string): number;
  expireAccessToken(accessToken: string): number;
  expireUserTokens(user: string): number;
  setAccessTokenTtl(seconds: number): void;
  registerClient(client: RegisteredClient): void;
  /**
   * As if the listener played an album's first track at `at` (default now): the play joins the
   * history and the oldest play drops out, since Spotify keeps only the last 50.
   */
  play(user: string, albumId: string, at?: Date): void;
  requests(filter?: { path?: string; method?: string }): RequestLogEntry[];
  clearRequests(): void;
}

/** Spotify's recently-played keeps the last 50 plays. */
const HISTORY_LENGTH = 50;

export const ALL_DEMO_SCOPES = [
  'user-read-private',
  'user-read-email',
  'user-library-read',
  'user-library-modify',
  'user-top-read',
  'user-read-recently-played',
];

export function createEmulatorAdmin(state: EmulatorState): EmulatorAdmin {
  const userId = (user: string) => {
    const persona = state.personaByKey(user) ?? state.persona(user);
    if (!persona) throw new Error(`Unknown demo listener: ${user}`);
    return persona.userId;
  };
  return {
    personas: () =>
      state.personas.map((persona) => ({
        key: persona.definition.key,
        userId: persona.userId,
        displayName: persona.definition.displayName,
        blurb: persona.definition.blurb,
        savedAlbums: state.library(persona.userId).length,
        plays: persona.plays.length,
      })),
    issueTokens: (user, options = {}) => {
      const clientId = options.clientId ?? DEMO_CLIENT.clientId;
      if (!state.clients.get(clientId)) throw new Error(`Unknown client: ${clientId}`);
      return state.tokens.issue(
        userId(user),
        clientId,
        options.scopes ?? ALL_DEMO_SCOPES,
        options.publicClient ?? false,
      );
    },
    injectFault: (fault) => state.faults.add(fault),
    clearFaults: () => state.faults.clear(),
    revokeUser: (user) => state.tokens.revokeUser(userId(user)),
    expireAccessToken: (accessToken) => state.tokens.expire({ accessToken }),
    expireUserTokens: (user) => state.tokens.expire({ userId: userId(user) }),
    setAccessTokenTtl: (seconds) => {
      if (!Number.isInteger(seconds) || seconds < 1)
        throw new RangeError('TTL must be a positive integer');
      state.accessTokenTtlSeconds = seconds;
    },
    registerClient: (client) => state.clients.register(client),
    play: (user, albumId, at = new Date(state.now())) => {
      const id = userId(user);
      const track = state.store.tracks(state.store.requireAlbum(albumId).id)[0];
      if (!track) throw new Error(`Album ${albumId} has no tracks`);
      const playedAt = Math.floor(at.getTime() / 1000) * 1000;
      const history = [{ trackId: track.id, albumId, playedAt }, ...state.history(id)]
        .sort((a, b) => b.playedAt - a.playedAt)
        .slice(0, HISTORY_LENGTH);
      state.histories.set(id, history);
    },
    requests: (filter = {}) =>
      state.requestLog.filter(
        (entry) =>
          (!filter.path || entry.path === filter.path) &&
          (!filter.method || entry.method === filter.method),
      ),
    clearRequests: () => {
      state.requestLog.length = 0;
    },
  };
}
