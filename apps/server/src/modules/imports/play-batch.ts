import type { AlbumMatcher } from './album-matcher.ts';
import { trackIdOf } from './album-matcher.ts';
import type { ImportedPlay } from './import-records.ts';
import { noPlays, type PlayColumns } from './imports.repository.ts';

/**
 * A play kept past its line, made here rather than by the parser: V8 allocates an object straight
 * in the old generation once most objects from the same place in the code outlive a young
 * collection, and there they keep everything they point to alive until a full collection. Were
 * the parser's own plays kept (a new history names a new album at almost every line at first),
 * every play read after that would be such an object, and the import's memory would grow by
 * hundreds of bytes a line.
 */
const kept = (play: ImportedPlay): ImportedPlay => ({
  artist: play.artist,
  album: play.album,
  track: play.track,
  spotifyTrackId: play.spotifyTrackId,
  playedAt: play.playedAt,
});

/**
 * The plays of one batch, kept small while the batch fills and is written: its album key (a
 * string every play of the album shares), its track id and its time; the names only of a play
 * whose album is not known yet. A batch outlives young-generation collections, so whatever it
 * holds is copied to the old generation and stays until a full collection.
 */
export class PlayBatch {
  readonly #keys: string[] = [];
  readonly #trackIds: string[] = [];
  /** Milliseconds: a number in an array of numbers costs 8 bytes, a Date about a hundred. */
  readonly #times: number[] = [];
  /** The first play of each album key the matcher has not placed yet, in the batch's order. */
  readonly #unplaced = new Map<string, ImportedPlay>();

  constructor(private readonly matcher: AlbumMatcher) {}

  get size(): number {
    return this.#keys.length;
  }

  add(play: ImportedPlay): void {
    const key = this.matcher.keyOf(play);
    if (!this.matcher.knows(key) && !this.#unplaced.has(key)) this.#unplaced.set(key, kept(play));
    this.#keys.push(key);
    this.#trackIds.push(trackIdOf(play));
    this.#times.push(play.playedAt.getTime());
  }

  /** Finds the albums not known yet; answers the plays to store and how many have no album. */
  async rows(): Promise<{ plays: PlayColumns; unmatched: number }> {
    await this.matcher.resolve([...this.#unplaced.values()]);
    const plays = noPlays();
    let unmatched = 0;
    for (let i = 0; i < this.#keys.length; i++) {
      const albumId = this.matcher.albumOfKey(this.#keys[i] as string);
      if (!albumId) {
        unmatched++;
        continue;
      }
      plays.trackIds.push(this.#trackIds[i] as string);
      plays.albumIds.push(albumId);
      plays.times.push(this.#times[i] as number);
    }
    return { plays, unmatched };
  }
}
