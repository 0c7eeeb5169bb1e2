import type { AlbumMatcher } from './album-matcher.ts';
import { trackIdOf } from './album-matcher.ts';
import type { ImportedPlay } from './import-records.ts';
import type { PlayRow } from './imports.repository.ts';

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
    if (!this.matcher.knows(key) && !this.#unplaced.has(key)) this.#unplaced.set(key, play);
    this.#keys.push(key);
    this.#trackIds.push(trackIdOf(play));
    this.#times.push(play.playedAt.getTime());
  }

  /** Finds the albums not known yet; answers the rows to store and how many plays have no album. */
  async rows(): Promise<{ rows: PlayRow[]; unmatched: number }> {
    await this.matcher.resolve([...this.#unplaced.values()]);
    const rows: PlayRow[] = [];
    let unmatched = 0;
    for (let i = 0; i < this.#keys.length; i++) {
      const albumId = this.matcher.albumOfKey(this.#keys[i] as string);
      if (albumId)
        rows.push({
          trackId: this.#trackIds[i] as string,
          albumId,
          playedAt: new Date(this.#times[i] as number),
        });
      else unmatched++;
    }
    return { rows, unmatched };
  }
}
