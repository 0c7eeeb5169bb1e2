import { artistKey, titleKey } from '@album-club/recommender/text/name-key';
import type { ImportedPlay } from './import-records.ts';

/** Name pairs one import remembers at most: a history of unusually many names stays bounded. */
const REMEMBERED_PAIRS = 50_000;

export const keyOf = (artist: string, title: string) => `${artistKey(artist)}|${titleKey(title)}`;

/** The album a play's key names: by album title, or (no album named) by the track's title. */
export const playKey = (play: ImportedPlay) =>
  play.album ? `a:${keyOf(play.artist, play.album)}` : `t:${keyOf(play.artist, play.track)}`;

/**
 * Play keys for one import, each artist and title folded once instead of at every play: a long
 * history names the same few thousand albums over and over, and folding a name for each of its
 * plays made most of the import's short-lived garbage.
 */
export class PlayKeys {
  readonly #albums = new Map<string, Map<string, string>>();
  readonly #tracks = new Map<string, Map<string, string>>();
  #remembered = 0;

  of(play: ImportedPlay): string {
    const byArtist = play.album ? this.#albums : this.#tracks;
    const title = play.album ?? play.track;
    let titles = byArtist.get(play.artist);
    const known = titles?.get(title);
    if (known !== undefined) return known;
    const key = playKey(play);
    if (this.#remembered < REMEMBERED_PAIRS) {
      if (!titles) byArtist.set(play.artist, (titles = new Map()));
      titles.set(title, key);
      this.#remembered++;
    }
    return key;
  }
}
