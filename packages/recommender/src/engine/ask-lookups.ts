import type { EngineCore } from './engine-core.ts';

/**
 * What an ask reads of every album, worked out once per catalog: each album's genre and
 * descriptor term ids in the album's own order (-1 where the term table has none), and the
 * albums whose titles hold each word.
 */
export interface AskLookups {
  genreStart: Int32Array;
  genreTerms: Int32Array;
  descriptorStart: Int32Array;
  descriptorTerms: Int32Array;
  /** Lower-case title word (letters, digits and "_" as a regular expression's \b sees them). */
  titled: Map<string, number[]>;
}

const byCore = new WeakMap<EngineCore['index'], AskLookups>();

export function askLookups(core: EngineCore): AskLookups {
  const known = byCore.get(core.index);
  if (known) return known;
  const { index, terms } = core;
  const genres = flatten(
    index.albums.map((album) => album.genres.map((g) => terms.idOf('genre', g) ?? -1)),
  );
  const descriptors = flatten(
    index.albums.map((album) => album.descriptors.map((d) => terms.idOf('descriptor', d) ?? -1)),
  );
  const titled = new Map<string, number[]>();
  index.albums.forEach((album, a) => {
    for (const word of new Set(album.title.toLowerCase().split(/[^a-z0-9_]+/u))) {
      if (!word) continue;
      const albums = titled.get(word);
      if (albums) albums.push(a);
      else titled.set(word, [a]);
    }
  });
  const lookups: AskLookups = {
    genreStart: genres.start,
    genreTerms: genres.list,
    descriptorStart: descriptors.start,
    descriptorTerms: descriptors.list,
    titled,
  };
  byCore.set(core.index, lookups);
  return lookups;
}

function flatten(rows: number[][]): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(rows.length + 1);
  rows.forEach((row, i) => (start[i + 1] = (start[i] as number) + row.length));
  return { start, list: Int32Array.from(rows.flat()) };
}
