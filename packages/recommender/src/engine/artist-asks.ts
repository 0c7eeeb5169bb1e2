import { LIKE_WORDS } from '../lexicon/ask-words.ts';
import { GENRE_WORDS } from '../lexicon/genre-words.ts';
import { artistKey } from '../text/name-key.ts';
import { albumTitleAfter, ARTIST_PHASES, artistPhase, olderOrNewer } from './artist-ask-tail.ts';
import type { Token } from '../text/tokenize.ts';
import { COMMON_WORD_RANK, text } from './ask-tokens.ts';
import type { AskVocabulary, ExplicitAsks } from './explicit-asks.ts';
import type { Field } from './lexicon-matcher.ts';

/** Words before "like" that make it "sounds like" rather than "I feel like". */
const LIKE_LEADS = new Set([
  'something',
  'anything',
  'stuff',
  'music',
  'songs',
  'albums',
  'records',
  'bands',
  'artists',
  'more',
  'sounds',
  'sound',
  'vibes',
  'similar',
  'someone',
  'band',
  'artist',
  'record',
  'album',
]);

/** "something like Radiohead": the artist named after a "like", when the catalog knows them. */
export function readArtist(
  tokens: readonly Token[],
  field: Field,
  vocabulary: AskVocabulary,
  asks: ExplicitAsks,
): Set<number> {
  const used = new Set<number>();
  if (asks.artist) return used;
  for (let i = 0; i < tokens.length; i += 1) {
    for (const lead of LIKE_WORDS) {
      if (!lead.every((w, k) => tokens[i + k]?.text === w)) continue;
      // "like early craig david": the artist, in their first years.
      const phase = ARTIST_PHASES.has(tokens[i + lead.length]?.text ?? '')
        ? (tokens[i + lead.length] as Token)
        : null;
      const start = i + lead.length + (phase ? 1 : 0);
      const plainLike = lead.length === 1 && lead[0] === 'like';
      const led = i > 0 && LIKE_LEADS.has((tokens[i - 1] as Token).text);
      for (let n = Math.min(6, tokens.length - start); n >= 1; n -= 1) {
        const span = tokens.slice(start, start + n);
        const key = artistKey(text(span));
        // "bon iver's first album": the name without its possessive.
        const artist =
          vocabulary.artistIdByKey.get(key) ?? vocabulary.artistIdByKey.get(key.replace(/ s$/, ''));
        if (artist === undefined) continue;
        // "I feel like sleep" is no ask for the band Sleep: a bare "like" needs a rare name.
        if (plainLike && !led && (n > 1 ? false : vocabulary.rank(key) < COMMON_WORD_RANK))
          continue;
        // "like radiohead kid a": the album named after the artist is part of the ask, no kid.
        const title = albumTitleAfter(tokens, start + n, artist, vocabulary);
        const named = span.concat(title?.tokens ?? []);
        asks.artist = { words: text(phase ? [phase, ...named] : named), field, artist };
        if (phase) asks.years ??= artistPhase(phase.text, artist, vocabulary, field);
        asks.years ??= olderOrNewer(
          tokens,
          start + named.length,
          field,
          artist,
          vocabulary,
          title?.year,
        );
        // The album named says which of the artist's sounds: Kid A is not The Bends.
        if (title && title.genres.length > 0)
          asks.genres.push({
            words: text(named),
            field,
            families: title.genres.slice(0, 3).map((genre) => genre.toLowerCase()),
            descriptors: [],
          });
        for (const t of named) used.add(t.position);
        return used;
      }
    }
  }
  return readArtistBeforeStyle(tokens, field, vocabulary, asks, used);
}

/** Words after an artist's name that ask for their sound: "Bill Evans trio type stuff". */
const STYLE_TAILS = new Set(['type', 'style', 'vibes', 'vibe', 'esque', 'ish', 'inspired', 'era']);

/** "Bill Evans type stuff", "Radiohead vibes": a name (two words, or one rare) before a style word. */
function readArtistBeforeStyle(
  tokens: readonly Token[],
  field: Field,
  vocabulary: AskVocabulary,
  asks: ExplicitAsks,
  used: Set<number>,
): Set<number> {
  for (let end = 1; end < tokens.length; end += 1) {
    if (!STYLE_TAILS.has((tokens[end] as Token).text)) continue;
    for (let n = Math.min(5, end); n >= 1; n -= 1) {
      const span = tokens.slice(end - n, end);
      const artist = vocabulary.artistIdByKey.get(artistKey(text(span)));
      if (artist === undefined || span.some((t) => t.negated)) continue;
      if (n === 1 && vocabulary.rank((span[0] as Token).text) < COMMON_WORD_RANK) continue;
      asks.artist = { words: text(span), field, artist };
      for (const t of span) used.add(t.position);
      return used;
    }
  }
  return used;
}

/** Words before an artist's name that ask for the artist's own records: "some Fleetwood Mac". */
const OWN_LEADS = new Set(['some', 'something', 'play']);
/** "something by Fleetwood Mac", "songs from Sade": the artist's own records. */
const BY_WORDS = new Set(['by', 'from']);

function leadsOwnArtist(tokens: readonly Token[], at: number): boolean {
  const before = (tokens[at - 1] as Token).text;
  if (OWN_LEADS.has(before)) return true;
  const lead = tokens[at - 2]?.text ?? '';
  return BY_WORDS.has(before) && (LIKE_LEADS.has(lead) || OWN_LEADS.has(lead));
}

/** "put on some Fleetwood Mac": a rare name after "some" or "play" is the artist asked for. */
export function readOwnArtist(
  tokens: readonly Token[],
  field: Field,
  vocabulary: AskVocabulary,
  asks: ExplicitAsks,
): void {
  for (let i = 1; i < tokens.length; i += 1) {
    if (!leadsOwnArtist(tokens, i) || (tokens[i] as Token).negated) continue;
    for (let n = Math.min(4, tokens.length - i); n >= 1; n -= 1) {
      const span = tokens.slice(i, i + n);
      const words = text(span);
      const artist = vocabulary.artistIdByKey.get(artistKey(words));
      if (artist === undefined || GENRE_WORDS[words] || vocabulary.catalogGenres.has(words))
        continue;
      // A name of two words or more, or one rare word: "some chill", "something new" are no band.
      const named = span.filter((t) => !t.stop);
      const rare =
        named.length >= 2 || named.some((t) => vocabulary.rank(t.text) > COMMON_WORD_RANK);
      if (!rare) continue;
      asks.artist = { words, field, artist, own: true };
      return;
    }
  }
}

/** "not massive attack", "no taylor swift": a negated name (two words, or one rare) rules them out. */
export function readNotArtists(
  tokens: readonly Token[],
  field: Field,
  vocabulary: AskVocabulary,
  asks: ExplicitAsks,
): void {
  for (let i = 0; i < tokens.length; i += 1) {
    if (!(tokens[i] as Token).negated) continue;
    for (let n = Math.min(5, tokens.length - i); n >= 1; n -= 1) {
      const span = tokens.slice(i, i + n);
      if (!span.every((t) => t.negated)) continue;
      const words = text(span);
      const artist = vocabulary.artistIdByKey.get(artistKey(words));
      if (artist === undefined || artist === asks.artist?.artist) continue;
      if (GENRE_WORDS[words] || vocabulary.catalogGenres.has(words)) continue;
      const named = span.filter((t) => !t.stop);
      if (named.length < 2 && !named.some((t) => vocabulary.rank(t.text) > COMMON_WORD_RANK))
        continue;
      asks.notArtists.push({ words, field, artist });
      i += n - 1;
      break;
    }
  }
}
