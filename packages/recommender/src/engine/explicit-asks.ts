import { EVERYDAY_GENRE_PHRASES, MUSIC_CUES } from '../lexicon/ask-words.ts';
import { GENRE_WORDS } from '../lexicon/genre-words.ts';
import { tokenize, type Token } from '../text/tokenize.ts';
import { readArtist, readNotArtists, readOwnArtist } from './artist-asks.ts';
import { idiom, keepAskedFamilies, narrowToKind } from './ask-refinements.ts';
import { COMMON_WORD_RANK, text } from './ask-tokens.ts';
import { readConstraints, readObscure, readPopular } from './constraint-asks.ts';
import type { Field } from './lexicon-matcher.ts';
import type { MomentContext } from './recommend-input.ts';
import { decadeOf, readYears, type YearAsk } from './year-asks.ts';

/** A kind of music the listener named: "jazz", "bossa nova", "alt-country". */
export interface GenreAsk {
  /** The listener's words. */
  words: string;
  field: Field;
  /** Genre families to look for (the catalog's genre names, or broader names its tree knows). */
  families: string[];
  /** Descriptor words that mark the same records. */
  descriptors: string[];
  /** Asked by an occasion the listener named (Christmas), not in so many words. */
  byOccasion?: boolean;
  /** A place's music or a period ("ethiopian", "romantic era"): it narrows a broad kind beside it. */
  narrows?: boolean;
  /** A rule-out said in so many words ("no big orchestra"): it holds beside the kind asked for. */
  held?: boolean;
}

export interface ArtistAsk {
  words: string;
  field: Field;
  artist: number;
  /** "some Fleetwood Mac": their own records are wanted, not only records like theirs. */
  own?: boolean;
}

/** What the listener asked for outright, read before anything softer in the moment. */
export interface ExplicitAsks {
  genres: GenreAsk[];
  /** Genres the listener ruled out: "no jazz". */
  notGenres: GenreAsk[];
  years: YearAsk | null;
  artist: ArtistAsk | null;
  /** Artists the listener ruled out ("not massive attack"): their records are not offered. */
  notArtists: ArtistAsk[];
  /** Descriptors an album must have one of ("no vocals": instrumental). */
  wantDescriptors: string[];
  /** Descriptors that rule an album out ("no vocals": male vocals, female vocals, …). */
  notDescriptors: string[];
  /** Records everybody knows, asked for in so many words ("80s hits"): the listener's words. */
  popular: string | null;
  /** Records not everybody knows, asked for ("no big hits", "deep cuts"): the listener's words. */
  obscure: string | null;
}

export interface AskVocabulary {
  /** Genre names the catalog uses (lower case) that are specific enough to be an ask as typed. */
  catalogGenres: Set<string>;
  artistIdByKey: Map<string, number>;
  /** An artist's albums: titles folded as titleKey folds them, with their genres. */
  titlesOf: (
    artist: number,
  ) => readonly { title: string; genres: readonly string[]; year: number | null }[];
  /** Frequency rank of a word in the word vectors (lower = more common), or Infinity. */
  rank: (word: string) => number;
  /** The current year, no later than the newest year the catalog has. */
  latestYear: number;
}

const FIELDS: Field[] = ['situation', 'company', 'mood'];
const MAX_NGRAM = 5;

export function noAsks(): ExplicitAsks {
  return {
    genres: [],
    notGenres: [],
    years: null,
    artist: null,
    notArtists: [],
    wantDescriptors: [],
    notDescriptors: [],
    popular: null,
    obscure: null,
  };
}

export function hasAsks(asks: ExplicitAsks): boolean {
  return (
    asks.genres.length > 0 ||
    asks.years !== null ||
    asks.artist !== null ||
    asks.wantDescriptors.length > 0 ||
    asks.popular !== null
  );
}

export function readAsks(context: MomentContext, vocabulary: AskVocabulary): ExplicitAsks {
  const asks = noAsks();
  for (const field of FIELDS) {
    const raw = context[field];
    if (!raw || raw.trim() === '') continue;
    const tokens = tokenize(raw);
    const used = readArtist(tokens, field, vocabulary, asks);
    // A decade said outright ("60s southern soul") beats the years a kind implies ("old soul").
    asks.years ??= readYears(tokens, field, vocabulary.latestYear);
    readGenres(tokens, field, vocabulary, asks, used);
    // A name after "some" is an artist only where no kind of music was named ("some old school").
    if (!asks.artist && asks.genres.length === 0) readOwnArtist(tokens, field, vocabulary, asks);
    asks.popular ??= readPopular(tokens);
    asks.obscure ??= readObscure(tokens);
    readConstraints(tokens, asks);
    readNotArtists(tokens, field, vocabulary, asks);
  }
  narrowToKind(asks);
  keepAskedFamilies(asks);
  // "the aunties want classics", no kind named: the records everybody has known for decades.
  if (asks.popular === 'classics' && !asks.years && asks.genres.length === 0 && !asks.artist)
    asks.years = { words: 'classics', field: 'situation', from: CLASSICS[0], to: CLASSICS[1] };
  // "80s please", with no kind named: the decade's records everybody knows first.
  if (asks.years && asks.genres.length === 0 && !asks.artist && asks.years.to > asks.years.from)
    asks.popular ??= asks.years.words;
  return asks;
}

/** Words that join what is wanted to what it is for: "metal while I code". */
const FOR_WORDS = new Set(['for', 'while', 'whilst', 'during', 'to']);
/** Words that may come before the kind asked for: "put on some metal for the gym". */
const ASKING_WORDS = new Set(['put', 'play', 'want', 'need', 'hear', 'listen', 'give', 'me']);

/** "metal while I code", "some soul for Sunday cleaning": the kind named first, then its use. */
function leadsTheField(tokens: readonly Token[], from: number, to: number): boolean {
  const joint = tokens[to]?.text ?? '';
  if (tokens[to + 1] === undefined) return false;
  // "blues on the porch", "country in the kitchen": where it plays, unless the word is a thing
  // of its own there ("house in the woods", "swing in the garden").
  const place = PLACE_WORDS.has(joint) && !PLACE_NOUNS.has(text(tokens.slice(from, to)));
  if (!FOR_WORDS.has(joint) && !place) return false;
  return tokens.slice(0, from).every((t) => t.stop || ASKING_WORDS.has(t.text));
}
const PLACE_WORDS = new Set(['on', 'in', 'at', 'by']);
const PLACE_NOUNS = new Set(['house', 'swing', 'rock', 'piano', 'trap', 'garage', 'soul']);

/** "a bit of country for the drive": music, unless a word follows ("a bit of house cleaning"). */
const AMOUNT_CUES = new Set(['bit', 'little', 'touch', 'dose']);
/** Words that may close such an ask: "a bit of blues tonight". */
const CLOSING_WORDS = new Set(['tonight', 'today', 'now', 'please', 'pls', 'rn', 'again']);

const ERA_LEADS = new Set(['oldschool', 'vintage', 'classic', 'old']);
const OLD_LEADS = new Set([
  'old',
  'vintage',
  'oldschool',
  'viejo',
  'vieja',
  'antiguo',
  'alt',
  'alte',
  'alter',
  'vieux',
  'vieille',
  'vecchio',
  'velho',
  'velha',
]);
/** Words after a kind that ask for its old records, in the Romance languages and German. */
const OLD_AFTER = new Set(
  [...OLD_LEADS].filter((w) => !['old', 'vintage', 'oldschool'].includes(w)),
);
const LOVE_LEADS = new Set(['love', 'loves', 'loved', 'adore', 'adores', 'into']);
/** The years plain "classics" names: records several generations know. */
const CLASSICS: [number, number] = [1955, 1989];
/** The years "old" names, by default: before a kind born later, its first years instead. */
const OLD_YEARS: [number, number] = [1930, 1979];

function hasCue(tokens: readonly Token[], from: number, to: number): boolean {
  for (const at of [from - 2, from - 1, to, to + 1]) {
    const word = tokens[at]?.text;
    if (word !== undefined && MUSIC_CUES.has(word)) return true;
  }
  if (leadsTheField(tokens, from, to)) return true;
  // "salsa vieja", "chanson ancienne": the kind's old records, after it in the Romance languages.
  if (OLD_AFTER.has(tokens[to]?.text ?? '')) return true;
  // "70s soul", "old school country": an era names music.
  const before = tokens[from - 1]?.text ?? '';
  if (decadeOf(before) !== null || ERA_LEADS.has(before)) return true;
  const next = tokens[to];
  const endsThere = next === undefined || next.stop || CLOSING_WORDS.has(next.text);
  // "we both love soul", "grandpa's into country": what someone loves, said last.
  if (endsThere && LOVE_LEADS.has(before)) return true;
  return endsThere && [from - 2, from - 1].some((at) => AMOUNT_CUES.has(tokens[at]?.text ?? ''));
}

const SOME_WORDS = new Set([
  'something',
  'anything',
  'some',
  'qualcosa',
  'algo',
  'quelque',
  'etwas',
]);
const OF_WORDS = new Set(['di', 'de', 'du', 'd']);

/** "acoustic folk from ireland", "something irish": a place named for a kind of music. */
function placeCue(tokens: readonly Token[], from: number): boolean {
  // "korean indie", "acoustic folk from ireland": a kind beside the place.
  const kindBefore = [from - 1, from - 2, from - 3, from + 1].some(
    (at) => GENRE_WORDS[tokens[at]?.text ?? ''] !== undefined,
  );
  if (kindBefore) return true;
  // "qualcosa di italiano", "algo de español": "something" then the place.
  const lead = OF_WORDS.has(tokens[from - 1]?.text ?? '') ? from - 2 : from - 1;
  return SOME_WORDS.has(tokens[lead]?.text ?? '');
}

function readGenres(
  tokens: readonly Token[],
  field: Field,
  vocabulary: AskVocabulary,
  asks: ExplicitAsks,
  used: Set<number>,
) {
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_NGRAM, tokens.length - i); n >= 1 && matched === 0; n -= 1) {
      const span = tokens.slice(i, i + n);
      if (span.some((t) => used.has(t.position))) continue;
      const words = text(span);
      const spaced = words.replace(/-/g, ' ');
      const known = GENRE_WORDS[words] ?? GENRE_WORDS[spaced];
      let ask: GenreAsk | null = null;
      // A field that says only "country" or "metal" means the music.
      const alone = tokens.every((t, k) => t.stop || (k >= i && k < i + n));
      const cued = known?.needsCue !== true || alone || hasCue(tokens, i, i + n);
      if (known && (cued || (known.narrows && placeCue(tokens, i)))) {
        ask = { words, field, families: known.families, descriptors: known.descriptors ?? [] };
        if (known.narrows) ask.narrows = true;
        const negated = span.some((t) => t.negated);
        // "old chanson", "vintage soul": the kind's older records.
        // "reggaeton viejo", "chanson ancienne": after the kind in the Romance languages.
        // English "old" leads ("old soul"); "chanson, old stuff" is no "chanson old".
        const before = tokens[i - 1]?.text ?? '';
        const after = tokens[i + n]?.text ?? '';
        const old = OLD_LEADS.has(before) ? before : OLD_AFTER.has(after) ? after : undefined;
        if (!negated && old && !asks.years)
          asks.years = {
            words: old === tokens[i - 1]?.text ? `${old} ${words}` : `${words} ${old}`,
            field,
            from: (known.oldYears ?? OLD_YEARS)[0],
            to: (known.oldYears ?? OLD_YEARS)[1],
          };
        if (known.classics && !negated) asks.popular ??= words;
        if (known.years && !asks.years && !negated) {
          const [from, to] = known.years;
          asks.years = { words, field, from, to };
        }
      } else if (!known && isSpecificGenre(words, vocabulary)) {
        // "neo soul" as typed is the catalog's "neo-soul".
        const family = vocabulary.catalogGenres.has(words) ? words : words.replace(/ /g, '-');
        ask = { words, field, families: [family], descriptors: [] };
      }
      if (ask && idiom(tokens, i, n)) ask = null;
      if (!ask) continue;
      matched = n;
      (span.some((t) => t.negated) ? asks.notGenres : asks.genres).push(ask);
    }
    i += Math.max(1, matched);
  }
}

/** A catalog genre typed as is: several words ("dream pop"), or one rare word ("shoegaze"). */
function isSpecificGenre(words: string, vocabulary: AskVocabulary): boolean {
  const named =
    vocabulary.catalogGenres.has(words) ||
    (words.includes(' ') && vocabulary.catalogGenres.has(words.replace(/ /g, '-')));
  if (!named || EVERYDAY_GENRE_PHRASES.has(words)) return false;
  if (/[\s-]/.test(words)) return true;
  return words.length >= 4 && vocabulary.rank(words) > COMMON_WORD_RANK;
}
