import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { artistKey } from '../text/name-key.ts';
import type { EngineCore } from './engine-core.ts';
import type { ExplicitAsks } from './explicit-asks.ts';
import { genreWords, withArticle } from './explain-words.ts';

/**
 * The sentence for "something like <artist>", which the other explanation sentences cannot
 * know about: the artist the listener named, and a genre the album shares with them.
 */
export function artistAskSentence(
  core: EngineCore,
  asks: ExplicitAsks,
  album: number,
): string | undefined {
  const ask = asks.artist;
  if (!ask) return undefined;
  const { index } = core;
  const own = core.artistAlbums.subarray(
    core.artistAlbumStart[ask.artist],
    core.artistAlbumStart[ask.artist + 1],
  );
  const named = [...own].map((a) => (index.albums[a] as CatalogAlbum).artist);
  const name = named.find((n) => artistKey(n) === artistKey(ask.words)) ?? ask.words;
  if (ask.own && own.includes(album)) return `You asked for ${name}: this is one of their records.`;
  if (own.includes(album)) return `You asked for something like ${name}: this is one of their own.`;
  if (ask.own) return `You asked for ${name}, and this sounds close to their records.`;
  const theirs = new Set(
    [...own].flatMap((a) => (index.albums[a] as CatalogAlbum).genres.map((g) => g.toLowerCase())),
  );
  const shared = (index.albums[album] as CatalogAlbum).genres.find((g) =>
    theirs.has(g.toLowerCase()),
  );
  return shared
    ? `You asked for something like ${name}: like their records, it is ${withArticle(genreWords(shared))} album.`
    : `You asked for something like ${name}, and it sounds close to their records.`;
}

/** Weeks on the chart that make "a hit" a fair word. */
const HIT_WEEKS = 10;

/**
 * The sentence for an era or hits asked for outright ("from this year", "80s hits"), when the
 * album is from that era or was long on the charts: the other sentences speak of the moment, and
 * would leave the ask unanswered in words.
 */
export function eraOrHitsSentence(asks: ExplicitAsks, album: CatalogAlbum): string | undefined {
  const ask = asks.years;
  const inYears = ask && album.year && album.year >= ask.from && album.year <= ask.to;
  const weeks = asks.popular && (album.chart?.weeks ?? 0) >= HIT_WEEKS ? album.chart?.weeks : 0;
  if (!inYears && !weeks) return undefined;
  // "old school country" names both its years and its classics: quoted once.
  const asked = [...new Set([ask && inYears ? ask.words : '', weeks ? (asks.popular ?? '') : ''])]
    .filter(Boolean)
    .join(' ');
  const facts = [
    inYears ? `came out in ${album.year}` : '',
    weeks ? `spent ${weeks} weeks on the Billboard 200` : '',
  ].filter(Boolean);
  return `You asked for “${asked}”, and ${album.title} ${facts.join(' and ')}.`;
}

/** Words too broad to tie an album's genre to an ask ("music" in "Christmas music"). */
const BROAD = new Set(['music', 'and', 'the']);

/**
 * The sentence for a kind asked for outright ("some punk"), when no other sentence quotes the
 * ask: said only when one of the album's first two genres shares a word with it.
 */
export function genreAskSentence(
  asks: ExplicitAsks,
  album: CatalogAlbum,
  explanation: string,
): string | undefined {
  const ask = asks.genres[0];
  if (!ask) return undefined;
  // Quoted back already ("You said “put on something bluesy”, and …"): the ask is answered.
  const bare = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}\s]+/gu, '');
  const quoted = [...explanation.matchAll(/“([^”]*)”/gu)].map((m) => bare(m[1] ?? ''));
  if (quoted.some((span) => span.includes(bare(ask.words)))) return undefined;
  const asked = new Set(
    [ask.words, ...ask.families]
      .flatMap((words) => words.toLowerCase().split(/[\s-]+/))
      .filter((word) => word && !BROAD.has(word)),
  );
  const genre = album.genres.slice(0, 2).find((g) =>
    g
      .toLowerCase()
      .split(/[\s-]+/)
      .some((word) => asked.has(word)),
  );
  if (!genre) return undefined;
  const kind = withArticle(genreWords(genre));
  // An occasion asks for its music without the listener asking: no "You asked for Diwali".
  if (ask.byOccasion) return `For ${ask.words}, ${album.title} is ${kind} record.`;
  // "in spanish", "auf deutsch": what was asked is something sung in it.
  const named = /^(in|en|em|auf|mit) /.test(ask.words) ? `something ${ask.words}` : ask.words;
  return `You asked for ${named}, and ${album.title} is ${kind} record.`;
}

/** Below it, an album is not what the listener asked for, only the nearest the catalog has. */
const IN_KIND = 0.5;

/**
 * When nothing in the catalog is of the kind asked for ("korean indie"), the text says so
 * rather than pretend the pick answers it.
 */
export function unmetAskSentence(
  asks: ExplicitAsks,
  askFit: Float32Array | null,
  album: number,
): string | undefined {
  const ask = asks.genres.find((genre) => !genre.byOccasion);
  if (!ask || !askFit || (askFit[album] ?? 0) >= IN_KIND) return undefined;
  return `We have nothing quite like “${ask.words}”, so this is the nearest we could find.`;
}
