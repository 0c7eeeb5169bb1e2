import type { EnhancedRecommendation, WantNew } from '@album-club/contracts/recommendations';
import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import type { Engine } from '@album-club/recommender/engine/create-engine';
import type { CommunityGive } from '@album-club/recommender/engine/listener-profile';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LiveSessionRow } from '../../lib/session-liveness.repository.ts';
import { listenerRecordsCacheOf } from '../../lib/listener-records-cache.ts';
import type { FindOnSpotify } from '../album-directory/album-directory.service.ts';
import { listenerProfile } from './listener-profile.ts';

/** A give was stored: the club's gives are read again for the next recommendation. */
export { communityGivesChanged } from './community-gives.ts';
import type { ResolveAlbum } from './resolved-albums.ts';
import { recommendedAlbum } from './recommended-album.ts';
import { firstInWindow, keepInWindow } from './recent-window.ts';
import type { StoreRecommendation } from './recommendation-writer.ts';
import {
  PAST_RECOMMENDATIONS,
  type ListenerRecordRows,
  type ReadRecords,
} from './listener-records.repository.ts';
import type { ReadListenerRecords } from './listener-records-reader.ts';

/** How much keeping a listener's records costs, in records (see listener-records-cache.ts). */
export const recordsWeight = (rows: ListenerRecordRows) =>
  1 + rows.albums.length + rows.plays.length + rows.recommended.length;

export interface RecommendationServices {
  db: Database;
  /** Recommendations one listener may get per window. */
  limit: { max: number; windowSeconds: number };
  engine: () => Engine;
  /** Reads a listener's records (several listeners' in one statement, see the reader). */
  readRecords: ReadListenerRecords;
  /** The club's gives, at least at `version` when one is given. */
  communityGives: (version?: number) => Promise<CommunityGive[]>;
  resolveAlbum: ResolveAlbum;
  storeRecommendation: StoreRecommendation;
  log: FastifyBaseLogger;
}

export interface MomentRequest {
  situation: string;
  company?: string;
  mood?: string;
  wantNew: WantNew;
  hour?: number;
  weekday?: number;
  utcOffsetMinutes?: number;
  /** Top artists the web app read from Spotify on the device. */
  topArtists?: string[];
}

/** Spec (error catalogue): what a listener asking too often is told. */
export const RECOMMENDATIONS_BUSY =
  "We're getting a lot of requests right now. Please wait a moment and try again.";

export const recommendationsBusy = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', RECOMMENDATIONS_BUSY, 429, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** The caller's kept session had ended when their records were read: nothing was done. */
export class SessionNotLive extends Error {}

/** A session kept for the caller, confirmed with their records before anything is done. */
export interface SessionConfirmation {
  sessionId: string;
  /** Takes what was read of the session; false when it has ended. */
  read: (row: LiveSessionRow | null | undefined) => boolean;
}

/** Spec (error catalogue): the answer when no recommendation can be made. */
export const RECOMMENDATION_FAILED = 'Failed to get recommendation. Please try again.';

/**
 * One album for the listener's moment: their records from the database and the club's gives go
 * to the engine; its first pick becomes the Spotify album when the listener has Spotify (so it can
 * be saved and its tracks shown), is stored (so it is not repeated and the stats count it), and
 * is answered in the spec's shape. `confirm`: a kept session the records query confirms
 * (SessionNotLive when it has ended).
 */
export async function recommendAlbum(
  services: RecommendationServices,
  userId: string,
  moment: MomentRequest,
  findOnSpotify?: FindOnSpotify,
  confirm?: SessionConfirmation,
): Promise<EnhancedRecommendation> {
  const confirmSessionId = confirm?.sessionId ?? null;
  const { db } = services;
  const { limit } = services;
  const kept = confirmSessionId ? null : listenerRecordsCacheOf<ListenerRecordRows>(db);
  const load = () => services.readRecords({ userId, confirmSessionId });
  const rows: ReadRecords = await (kept ? kept.read(userId, load) : load());
  if (confirm && !confirm.read(rows.session)) throw new SessionNotLive();
  // Kept records carry the version they were read at: an older one never forces a read.
  const community = await services.communityGives(rows.givesVersion);
  const windowStart = Date.now() - limit.windowSeconds * 1000;
  const first = firstInWindow(rows.recent, windowStart);
  if (rows.recent.length - first >= limit.max) {
    const oldest = rows.recent[first] ?? Date.now();
    throw recommendationsBusy((oldest + limit.windowSeconds * 1000 - Date.now()) / 1000);
  }
  const profile = listenerProfile(rows, {
    extraTopArtists: moment.topArtists,
    utcOffsetMinutes: moment.utcOffsetMinutes,
  });
  const context = { situation: moment.situation, company: moment.company, mood: moment.mood };
  const seed = rows.recommended.length + 1;
  const [pick] = services.engine().recommend({
    context,
    wantNew: moment.wantNew,
    hour: moment.hour,
    weekday: moment.weekday,
    profile,
    community,
    top: 1,
    seed,
  });
  if (!pick) throw new AppError('SERVICE_UNAVAILABLE', RECOMMENDATION_FAILED, 503);

  const { row, store } = await resolveAlbum(services, pick.album, findOnSpotify);
  const createdAt = new Date();
  const recommendationId = await services.storeRecommendation({
    userId,
    albumId: row.id,
    ...(store ? { album: row } : {}),
    situation: context.situation,
    company: context.company || null,
    mood: context.mood || null,
    wantNew: moment.wantNew,
    localHour: moment.hour ?? null,
    score: pick.score,
    explanation: pick.explanation,
    shortExplanation: pick.shortExplanation,
    details: { catalogId: pick.album.id, parts: pick.parts, seed },
    createdAt,
  });
  if (store) services.resolveAlbum.stored(pick.album, row);
  kept?.update(userId, (records) => {
    records.recommended.push(pick.album.id);
    records.recommended.splice(0, records.recommended.length - PAST_RECOMMENDATIONS);
    keepInWindow(records.recent, windowStart, createdAt.getTime());
  });
  const album = recommendedAlbum(row, pick.album, pick);
  return { recommendationId, album, albums: [album], explanation: pick.explanation };
}

/** The Spotify twin when Spotify finds one; the catalog album when it does not or fails. */
async function resolveAlbum(
  services: RecommendationServices,
  entry: CatalogAlbum,
  findOnSpotify: FindOnSpotify | undefined,
) {
  if (!findOnSpotify) return services.resolveAlbum(services.db, entry);
  try {
    return await services.resolveAlbum(services.db, entry, findOnSpotify);
  } catch (error) {
    services.log.warn(
      { err: error, catalogId: entry.id },
      'Spotify search failed; recommending the catalog album',
    );
    return services.resolveAlbum(services.db, entry);
  }
}
