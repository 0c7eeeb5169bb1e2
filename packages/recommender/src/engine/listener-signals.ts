import type { AlbumIndex } from './album-index.ts';
import type { AlbumRef, ListenerAlbum, ListenerProfile } from './listener-profile.ts';
import { artistIdsOf, resolveAlbum } from './resolve-album.ts';

export const NO_REPEAT_WINDOW = 50;
const MAX_RECORDS = 5000;

/** What the listener's own records say about one catalog album. */
export interface AlbumFacts {
  saved: boolean;
  favourite: boolean;
  rating: number | null;
  tags: string[];
  known: boolean | null;
  plays: number;
  /** Hours of day (0–23) of its plays, for "you often play this at night". */
  playHours: number[];
}

/** The listener's records, resolved against the catalog. */
export interface ListenerRecords {
  facts: Map<number, AlbumFacts>;
  /** Catalog albums recommended before, most recent first. */
  recommended: number[];
  /** Those among the listener's last NO_REPEAT_WINDOW recommendations, most recent first. */
  recent: number[];
  /** Familiarity with each artist id, 0–1, and where it comes from. */
  artists: Map<number, { weight: number; top: boolean }>;
  /** Top-artist names, as the listener's records spell them, by artist id. */
  artistNames: Map<number, string>;
}

const blank = (): AlbumFacts => ({
  saved: false,
  favourite: false,
  rating: null,
  tags: [],
  known: null,
  plays: 0,
  playHours: [],
});

function hourOf(playedAt: string | number, offsetMinutes: number): number | undefined {
  const time = typeof playedAt === 'number' ? playedAt : Date.parse(playedAt);
  if (!Number.isFinite(time)) return undefined;
  const day = 86_400_000;
  return Math.floor(((((time + offsetMinutes * 60_000) % day) + day) % day) / 3_600_000);
}

export function readListener(
  index: AlbumIndex,
  profile: ListenerProfile | undefined,
): ListenerRecords {
  const records: ListenerRecords = {
    facts: new Map(),
    recommended: [],
    recent: [],
    artists: new Map(),
    artistNames: new Map(),
  };
  if (!profile) return records;
  const factsOf = (ref: AlbumRef) => {
    const album = resolveAlbum(index, ref);
    let facts = album === undefined ? undefined : records.facts.get(album);
    if (facts) return facts;
    for (const id of artistIdsOf(index, album, ref)) {
      const current = records.artists.get(id);
      if (!current || current.weight < 0.6) {
        records.artists.set(id, { weight: 0.6, top: current?.top ?? false });
      }
    }
    if (album === undefined) return undefined;
    facts = blank();
    records.facts.set(album, facts);
    return facts;
  };
  for (const row of (profile.albums ?? []).slice(0, MAX_RECORDS)) applyAlbum(factsOf(row), row);
  for (const play of (profile.plays ?? []).slice(-MAX_RECORDS)) {
    const facts = factsOf(play);
    if (!facts) continue;
    facts.plays += 1;
    const hour = hourOf(play.playedAt, profile.utcOffsetMinutes ?? 0);
    if (hour !== undefined) facts.playHours.push(hour);
  }
  // An artist the listener knows only from albums they disliked is no reason to pick them again.
  const liked = new Set<number>();
  const disliked = new Set<number>();
  for (const [album, facts] of records.facts) {
    const ids = index.artistIds.subarray(index.artistStart[album], index.artistStart[album + 1]);
    for (const id of ids) (isDisliked(facts) ? disliked : liked).add(id);
  }
  for (const id of disliked) if (!liked.has(id)) records.artists.delete(id);
  const top = (profile.topArtists ?? []).slice(0, 100);
  top.forEach((name, rank) => {
    for (const id of artistIdsOf(index, undefined, { albumId: '', artist: name })) {
      const weight = Math.max(records.artists.get(id)?.weight ?? 0, 1 - rank / (2 * top.length));
      records.artists.set(id, { weight, top: true });
      records.artistNames.set(id, name);
    }
  });
  const seen = new Set<number>();
  const history = profile.recommended ?? [];
  for (let back = 0; back < Math.min(history.length, MAX_RECORDS); back += 1) {
    const ref = history[history.length - 1 - back] as AlbumRef;
    const album = resolveAlbum(index, ref);
    if (album === undefined || seen.has(album)) continue;
    seen.add(album);
    records.recommended.push(album);
    if (back < NO_REPEAT_WINDOW) records.recent.push(album);
  }
  return records;
}

function applyAlbum(facts: AlbumFacts | undefined, row: ListenerAlbum) {
  if (!facts) return;
  facts.saved ||= row.saved === true;
  facts.favourite ||= row.favourite === true;
  if (typeof row.rating === 'number' && row.rating > 0 && row.rating <= 10)
    facts.rating = row.rating;
  for (const tag of row.tags ?? []) {
    const clean = tag.trim();
    if (clean !== '' && clean.toLowerCase() !== 'saved' && !facts.tags.includes(clean))
      facts.tags.push(clean);
  }
  if (row.known === true || row.known === false) facts.known = row.known;
}

/** The listener has met this album: saved, played, rated, tagged, favourited or marked known. */
export function isFamiliar(facts: AlbumFacts | undefined): boolean {
  if (!facts) return false;
  return (
    facts.saved ||
    facts.favourite ||
    facts.plays > 0 ||
    facts.rating !== null ||
    facts.tags.length > 0 ||
    facts.known === true
  );
}

export function isDisliked(facts: AlbumFacts | undefined): boolean {
  return facts?.rating !== null && facts?.rating !== undefined && facts.rating <= 3;
}
