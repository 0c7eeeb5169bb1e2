import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import type { CommunityBonus } from './community.ts';
import { readingName } from './explain-company.ts';
import type { MatchedTerm } from './explain-facts.ts';
import { isWrongForGrief } from './explain-grief.ts';
import type { MomentFacts } from './explain-moment.ts';
import { isWrongToName } from './explain-tact.ts';
import { choose } from './explain-shapes.ts';
import {
  asQuality,
  capitalise,
  genreWords,
  listOf,
  quote,
  sentence,
  withArticle,
} from './explain-words.ts';
import type { PersonalReason } from './personal-lifts.ts';
import type { TasteEvidence } from './personal-plan.ts';
import type { MomentContext, ScoreParts, WantNew } from './recommend-input.ts';
import type { EraHint } from './understanding.ts';

export interface ExplainInput {
  album: CatalogAlbum;
  parts: ScoreParts;
  terms: MatchedTerm[];
  context: MomentContext;
  readText: boolean;
  timeLabel: string | undefined;
  /** The moment's era hints; the one that gave this album its era part is named. */
  eras: EraHint[];
  reason: PersonalReason | undefined;
  reasonArtist: string | undefined;
  evidence: { evidence: TasteEvidence; album: CatalogAlbum } | undefined;
  community: CommunityBonus | undefined;
  wantNew: WantNew;
  familiarFallback: boolean;
  /** The listener's records were there to check what is new to them. */
  knowsListener: boolean;
  /** Nothing in the listener's records names this album (undefined: no records to check). */
  newToListener: boolean | undefined;
  /** What the moment's words were honestly read as. */
  moment: MomentFacts;
  /** Picks among phrasings, so the same request reads the same. */
  seed: number;
  /** Words a sentence before these quotes already ("You asked for “90s hip hop”"): not again. */
  quotedBefore?: string;
}

/** Parts below this barely moved the score, so the explanation does not lean on them. */
export const MEANINGFUL = 0.04;

/** Said when the words gave nothing and the hour chose: it already names the words not read. */
export const WENT_BY_HOUR = 'we went by the hour';

/** A time of loss: named so, never by a cheerful reading. */
export const GRIEF_FOCUS = 'a time of loss';

const fromTime = (term: MatchedTerm) => term.sources[0]?.field === 'time';
const FIELD_ORDER = { situation: 0, company: 1, mood: 2, time: 3 };
const MAX_SPANS = 3;

/** The matched terms an explanation may name: those the fit counted, none wrong to say here. */
export function namedTerms(input: ExplainInput): MatchedTerm[] {
  if (input.parts.context < MEANINGFUL) return [];
  const { grief, withSomeone } = input.moment;
  if (!grief && !withSomeone) return input.terms;
  return input.terms.filter((t) => !isWrongToName(asQuality(t.text), input.moment));
}

const readSources = (input: ExplainInput, term: MatchedTerm) =>
  term.sources.filter((s) => s.field !== 'time' && input.moment.isRead(s));

/**
 * What the listener typed behind the matched terms, quoted as typed (a short field whole, else a
 * short span around the words read), and what those words were read as, strongest first.
 */
export function saidWords(
  input: ExplainInput,
  terms: MatchedTerm[],
): { words: string[]; labels: string[] } {
  const said = new Map<string, number>();
  const quotedWords = new Set<string>();
  const labels: string[] = [];
  for (const term of terms) {
    for (const source of readSources(input, term)) {
      if (source.field === 'time') continue;
      const { span, spanWords, name } = input.moment.said(source);
      // A span that repeats a quoted word ("weekend redoing" after "redoing the floor") goes.
      const before = span !== undefined && span.toLowerCase() === input.quotedBefore;
      if (span && !before && said.size < MAX_SPANS && !said.has(span)) {
        if (!spanWords.some((word) => quotedWords.has(word))) {
          said.set(span, FIELD_ORDER[source.field]);
          for (const word of spanWords) quotedWords.add(word);
        }
      }
      if (name && !labels.includes(name)) labels.push(name);
    }
  }
  const words = [...said].sort((a, b) => a[1] - b[1]).map(([w]) => w);
  return { words, labels };
}

function unreadOpening(input: ExplainInput): string {
  return input.context.situation.trim() === ''
    ? 'You left the moment open'
    : `We couldn't make much of ${quote(input.context.situation)}`;
}

/** Which words were not understood, said plainly rather than pretending. */
export function unreadSentence(input: ExplainInput, quotes = ''): string | undefined {
  // A word inside a quote of what was read is not listed as unread beside it.
  const inQuote = new Set(quotes.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []);
  const unread = input.moment.unread.filter((word) => !inQuote.has(word.toLowerCase()));
  const unreadCount = input.moment.unreadCount - (input.moment.unread.length - unread.length);
  if (unread.length === 0) return undefined;
  const quoted = unread.map(quote);
  const more = unreadCount - unread.length;
  const listed = more > 0 ? `${quoted.join(', ')} and ${more} more` : listOf(quoted, 'or');
  const all = more > 0 ? `${quoted.join(', ')} and ${more} more` : listOf(quoted);
  return choose(
    [
      `We didn't understand ${listed}.`,
      `${capitalise(all)} ${unreadCount > 1 ? 'are words' : 'is a word'} we can't read yet.`,
    ],
    input.seed,
    `${input.album.id}:unread`,
  );
}

export function contextSentences(input: ExplainInput): string[] {
  const { album, seed } = input;
  const key = album.id;
  const terms = namedTerms(input);
  const read = terms.filter((t) => readSources(input, t).length > 0);
  const character = read.filter((t) => !t.genre).map((t) => asQuality(t.text));
  const genreTerm = read.find((t) => t.genre && t.share >= 0.15);
  const genre = genreTerm ? genreWords(genreTerm.text) : undefined;
  const said = listOf(saidWords(input, read).words.map(quote));
  const title = album.title;
  const out: string[] = [];
  if (said && character.length > 0) {
    const q = listOf(character.slice(0, 3));
    out.push(
      choose(
        [
          `You said ${said}, and ${title} answers with something ${q}.`,
          `For ${said}, ${title} is ${q}.`,
          `${title} is ${q}, which suits ${said}.`,
          `${said} called for something ${q}, and ${title} is just that.`,
          `We heard ${said} and looked for something ${q}: ${title} is that.`,
        ],
        seed,
        `${key}:said`,
      ),
    );
    if (genre)
      out.push(
        choose(
          [
            `Its ${genre} roots suit that too.`,
            `Being ${withArticle(genre)} record helps too.`,
            `The ${genre} in it fits as well.`,
          ],
          seed,
          `${key}:genre`,
        ),
      );
  } else if (said && genre) {
    out.push(
      choose(
        [
          `You said ${said}, and ${title} brings the ${genre} that suits it.`,
          `For ${said}, ${title} brings ${genre}.`,
          `${said} pointed to ${genre}, and ${title} is ${withArticle(genre)} album.`,
        ],
        seed,
        `${key}:genre-only`,
      ),
    );
  }
  const timed = terms.find((t) => fromTime(t) && !t.genre && t.share >= 0.15);
  if (timed && input.timeLabel && !(input.moment.grief && isWrongForGrief(asQuality(timed.text)))) {
    const feel = asQuality(timed.text);
    // Time labels are adverbs ("in the afternoon", "this late at night"): they follow a verb.
    if (out.length > 0 || (input.readText && input.moment.unread.length === 0))
      out.push(
        choose(
          [
            `It is ${out.length > 0 ? 'also ' : ''}${feel}, right for listening ${input.timeLabel}.`,
            `${capitalise(feel)} is right for listening ${input.timeLabel}${out.length > 0 ? ', too' : ''}.`,
          ],
          seed,
          `${key}:time`,
        ),
      );
    else
      out.push(
        `${unreadOpening(input)}, so ${WENT_BY_HOUR}: ${title} is ${feel}, right for listening ${input.timeLabel}.`,
      );
  }
  const era = eraSentence(input);
  if (era) out.push(era);
  return out;
}

/** The era, only when it counted, and named by what the listener actually said. */
function eraSentence(input: ExplainInput): string | undefined {
  const { album } = input;
  if (input.parts.era < MEANINGFUL || !album.year || input.moment.grief) return undefined;
  const year = album.year;
  // As the era part is scored, the strongest hint counts; it is named only if the year is in it.
  const era = input.eras
    .filter((hint) => year >= hint.from && year <= hint.to)
    .sort((a, b) => b.weight - a.weight)[0];
  const source = era?.source;
  if (!source?.label || !input.moment.isNamed(source)) return undefined;
  const phrase = readingName(source.label, source, input.context);
  return choose(
    [
      `From ${album.year}, it suits ${phrase}.`,
      `Its ${album.year} sound suits ${phrase}.`,
      `Released in ${album.year}, it comes from an era that suits ${phrase}.`,
    ],
    input.seed,
    `${album.id}:era`,
  );
}

export function reasonSentence(input: ExplainInput): string | undefined {
  const { reason } = input;
  if (!reason || input.parts.familiarity < MEANINGFUL) return undefined;
  switch (reason.kind) {
    case 'tagged':
      return `You tagged it ${quote(reason.tag)}${reason.rating ? ` and gave it ${reason.rating}/10` : ''}.`;
    case 'loved':
      return reason.rating ? `You gave it ${reason.rating}/10.` : `It's one of your favourites.`;
    case 'played-now':
      return `You've played it around this time of day before.`;
    case 'library':
      if (reason.rating) return `You gave it ${reason.rating}/10.`;
      return reason.saved
        ? `It's already in your library.`
        : reason.plays > 0
          ? `You've played it before.`
          : `You know this one.`;
    case 'artist':
      if (!input.reasonArtist) return undefined;
      return reason.top
        ? sentence(`${input.reasonArtist} is one of your top artists`)
        : sentence(`You already know ${input.reasonArtist}`);
  }
}

export function tasteSentence(input: ExplainInput): string | undefined {
  const close = input.evidence;
  if (!close || input.parts.taste < MEANINGFUL) return undefined;
  const { facts, matchedTags } = close.evidence;
  const title = close.album.title;
  const tag = matchedTags[0] ?? facts.tags[0];
  if (facts.rating !== null)
    return `You gave ${title} ${facts.rating}/10${tag ? ` and tagged it ${tag}` : ''}, and this sits close to it.`;
  if (facts.favourite) return `${title} is one of your favourites, and this sits close to it.`;
  return `It sits close to ${title}, which you ${facts.saved ? 'saved' : 'have been playing'}.`;
}

/** What the album is, when the moment gave too little to say more. */
export function fallbackSentence(input: ExplainInput): string {
  const { album, parts, seed } = input;
  const first = album.genres[0];
  const genre = first ? genreWords(first) : undefined;
  const what = genre ? `${withArticle(genre)} album` : 'an album';
  const kind = genre ? `${genre} album` : 'album';
  const when = album.year ? ` from ${album.year}` : '';
  const key = `${album.id}:fallback`;
  if (parts.quality >= 0.07)
    return choose(
      [
        `It's ${what}${when} that listeners rate highly.`,
        `Listeners rate this ${kind}${when} highly.`,
        capitalise(`${what}${when}, and a well-loved one.`),
        `It's ${what}${when} with a devoted following.`,
        `Many listeners count this ${kind}${when} among their favourites.`,
      ],
      seed,
      key,
    );
  return choose(
    [
      sentence(`It's ${what}${when} by ${album.artist}`),
      sentence(`${album.artist} made it${album.year ? ` in ${album.year}` : ''}: ${what}`),
    ],
    seed,
    key,
  );
}
