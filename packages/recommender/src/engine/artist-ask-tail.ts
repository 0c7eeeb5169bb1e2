import { titleKey } from '../text/name-key.ts';
import type { Token } from '../text/tokenize.ts';
import { text } from './ask-tokens.ts';
import type { AskVocabulary, ExplicitAsks } from './explicit-asks.ts';
import type { Field } from './lexicon-matcher.ts';

// What follows an artist's name in an ask: one of their albums ("radiohead kid a"), and whether
// older or newer records than theirs are wanted ("but older").

const OLDER = new Set(['older', 'earlier']);
const NEWER = new Set(['newer', 'recent', 'modern']);

/** "like Kid A but older": the years before the album (or the artist's first record), or after. */
export function olderOrNewer(
  tokens: readonly Token[],
  from: number,
  field: Field,
  artist: number,
  vocabulary: AskVocabulary,
  titleYear: number | null | undefined,
): ExplicitAsks['years'] {
  const near = tokens.slice(from, from + 3);
  const older = near.find((t) => OLDER.has(t.text));
  const newer = near.find((t) => NEWER.has(t.text));
  if (!older && !newer) return null;
  const years = artistYears(vocabulary, artist);
  if (years.length === 0 && !titleYear) return null;
  const words = text(tokens.slice(from, from + near.indexOf((older ?? newer) as Token) + 1));
  if (older) {
    const first = titleYear ?? Math.min(...years);
    return { words, field, from: 1900, to: first - 1 };
  }
  const last = titleYear ?? Math.max(...years);
  return { words, field, from: last + 1, to: vocabulary.latestYear };
}

/** The longest run of tokens from `from` that starts one of the artist's album titles. */
export function albumTitleAfter(
  tokens: readonly Token[],
  from: number,
  artist: number,
  vocabulary: AskVocabulary,
): { tokens: Token[]; genres: readonly string[]; year: number | null } | null {
  const albums = vocabulary.titlesOf(artist);
  for (let n = Math.min(6, tokens.length - from); n >= 1; n -= 1) {
    const words = titleKey(text(tokens.slice(from, from + n)));
    const album =
      albums.find(({ title }) => title === words) ??
      albums.find(({ title }) => title.startsWith(`${words} `));
    if (album)
      return { tokens: tokens.slice(from, from + n), genres: album.genres, year: album.year };
  }
  return null;
}

/** Words before a name that ask for a part of their career: "early craig david", "late coltrane". */
export const ARTIST_PHASES = new Set(['early', 'late', 'old', 'classic', 'new', 'recent']);

/** The artist's first five years of records ("early", "old", "classic"), or their last five. */
export function artistPhase(
  phase: string,
  artist: number,
  vocabulary: AskVocabulary,
  field: Field,
): ExplicitAsks['years'] {
  const years = artistYears(vocabulary, artist);
  if (years.length === 0) return null;
  const first = Math.min(...years);
  const last = Math.max(...years);
  const late = phase === 'late' || phase === 'new' || phase === 'recent';
  return late
    ? { words: phase, field, from: Math.max(first, last - 4), to: last }
    : { words: phase, field, from: first, to: Math.min(last, first + 4) };
}

/** The years of an artist's records the catalog dates. */
function artistYears(vocabulary: AskVocabulary, artist: number): number[] {
  return vocabulary
    .titlesOf(artist)
    .map((album) => album.year ?? 0)
    .filter((year) => year > 0);
}
