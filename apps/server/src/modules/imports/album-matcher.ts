import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { NewAlbumRow } from '../album-directory/album-directory.repository.ts';
import {
  albumRowFromCatalog,
  albumRowFromSpotify,
} from '../album-directory/album-directory.service.ts';
import type { SpotifyAlbumSummary } from '../../integrations/spotify/spotify-types.ts';
import { builtInCatalogLookup } from '../album-directory/catalog-link.ts';
import type { ImportedPlay } from './import-records.ts';
import { albumsOfCatalogIds, albumsTitled } from './imports.repository.ts';
import { keyOf, PlayKeys } from './play-keys.ts';

/** Albums known only from an imported history: no provider and no catalog entry. */
export const IMPORTED_ALBUM_PREFIX = 'imp_';

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The id a play's track is kept under: Spotify's when known, else one made from its names. */
export const trackIdOf = (play: ImportedPlay) =>
  play.spotifyTrackId ?? `name:${shortHash(keyOf(play.artist, play.track))}`;

export interface Resolved {
  albumId: string | null;
}

/** The album a track is on, asked of the listener's Spotify: null when nothing really matches. */
export type TrackAlbumFinder = (
  track: string,
  artist: string,
) => Promise<SpotifyAlbumSummary | null>;

/** Spotify searches in flight at once for one import: quick, and gentle on rate limits. */
const SEARCHES_AT_ONCE = 4;

/**
 * Finds the album of each imported play, remembering answers for the whole import: the album the
 * product already stores for the same artist and title (a synced Spotify album first), the
 * built-in catalog's album, or a new album made from the history's names. A play whose source
 * names no album is matched by its track's title against album titles (singles, title tracks)
 * and is reported unmatched when nothing fits.
 */
export class AlbumMatcher {
  readonly #known = new Map<string, string | null>();
  readonly newAlbums: NewAlbumRow[] = [];
  readonly #spotifyAlbums = new Set<string>();
  readonly #keys = new PlayKeys();

  constructor(
    private readonly db: Database,
    /** With Spotify connected: tracks the catalog cannot place are looked up there. */
    private readonly findTrackAlbum?: TrackAlbumFinder,
  ) {}

  keyOf(play: ImportedPlay): string {
    return this.#keys.of(play);
  }

  /** True once the key was resolved, to an album or to none. */
  knows(key: string): boolean {
    return this.#known.has(key);
  }

  albumOfKey(key: string): string | null {
    return this.#known.get(key) ?? null;
  }

  /** Resolves every key of the batch not seen before; new album rows wait in `newAlbums`. */
  async resolve(plays: ImportedPlay[]): Promise<void> {
    const pending = new Map<string, ImportedPlay>();
    for (const play of plays) {
      const key = this.#keys.of(play);
      if (!this.#known.has(key) && !pending.has(key)) pending.set(key, play);
    }
    if (pending.size === 0) return;
    const catalog = builtInCatalogLookup();
    const catalogIdOf = new Map<string, string>();
    for (const [key, play] of pending) {
      const catalogId = catalog.match({
        spotifyId: null,
        title: play.album ?? play.track,
        artists: [play.artist],
      });
      if (catalogId) catalogIdOf.set(key, catalogId);
    }
    const stored = new Map<string, string>();
    for (const row of await albumsOfCatalogIds(this.db, [...new Set(catalogIdOf.values())]))
      if (row.catalogId && !stored.has(row.catalogId)) stored.set(row.catalogId, row.id);
    const byName = await this.#storedByName([...pending.values()]);
    for (const [key, play] of pending) {
      const catalogId = catalogIdOf.get(key);
      if (catalogId) {
        const entry = catalog.byId(catalogId);
        const id = stored.get(catalogId) ?? catalogId;
        if (!stored.has(catalogId) && entry) {
          this.newAlbums.push(albumRowFromCatalog(entry));
          stored.set(catalogId, id);
        }
        this.#known.set(key, id);
        continue;
      }
      const named = byName.get(key);
      if (named) this.#known.set(key, named);
      else if (play.album) this.#known.set(key, this.#newAlbum(play.artist, play.album));
      else this.#known.set(key, null);
    }
    await this.#askSpotify([...pending].filter(([key]) => this.#known.get(key) === null));
  }

  /** Tracks nothing here could place, looked up on Spotify a few at a time; a failure leaves one unmatched. */
  async #askSpotify(unplaced: [string, ImportedPlay][]) {
    const find = this.findTrackAlbum;
    if (!find) return;
    let next = 0;
    const worker = async () => {
      while (next < unplaced.length) {
        const [key, play] = unplaced[next++] as [string, ImportedPlay];
        const album = await find(play.track, play.artist).catch(() => null);
        if (!album) continue;
        if (!this.#spotifyAlbums.has(album.id)) {
          this.#spotifyAlbums.add(album.id);
          this.newAlbums.push(albumRowFromSpotify(album));
        }
        this.#known.set(key, album.id);
      }
    };
    await Promise.all(Array.from({ length: SEARCHES_AT_ONCE }, worker));
  }

  #newAlbum(artist: string, title: string): string {
    const id = `${IMPORTED_ALBUM_PREFIX}${shortHash(keyOf(artist, title))}`;
    this.newAlbums.push({ id, spotifyId: null, catalogId: null, title, artists: [artist] });
    return id;
  }

  async #storedByName(plays: ImportedPlay[]): Promise<Map<string, string>> {
    const titles = [...new Set(plays.map((play) => (play.album ?? play.track).toLowerCase()))];
    const found = new Map<string, string>();
    const rows = await albumsTitled(this.db, titles);
    const wanted = new Set(plays.map((play) => this.#keys.of(play)));
    for (const row of rows) {
      for (const artist of row.artists) {
        for (const kind of ['a', 't']) {
          const key = `${kind}:${keyOf(artist, row.title)}`;
          if (wanted.has(key) && !found.has(key)) found.set(key, row.id);
        }
      }
    }
    return found;
  }

  /** New album rows to store before the plays that use them. */
  takeNewAlbums(): NewAlbumRow[] {
    return this.newAlbums.splice(0);
  }
}
