import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import type { CommunityBonus } from './community.ts';
import { asQuality, genreWords, listOf, quote, sentence, withArticle } from './explain-words.ts';
import type { MatchedTerm } from './explain-facts.ts';
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
  era: EraHint | undefined;
  reason: PersonalReason | undefined;
  reasonArtist: string | undefined;
  evidence: { evidence: TasteEvidence; album: CatalogAlbum } | undefined;
  community: CommunityBonus | undefined;
  wantNew: WantNew;
  familiarFallback: boolean;
  /** The listener's records were there to check what is new to them. */
  knowsListener: boolean;
}

/** Parts below this barely moved the score, so the explanation does not lean on them. */
export const MEANINGFUL = 0.04;

const fromText = (term: MatchedTerm) => term.sources.some((s) => s.field !== 'time');
const fromTime = (term: MatchedTerm) => term.sources[0]?.field === 'time';

const FIELD_ORDER = { situation: 0, company: 1, mood: 2, time: 3 };

/**
 * The listener's words behind the matched terms (their whole field when short), in the order
 * they were asked for, and the lexicon's names for them, strongest first.
 */
export function saidWords(
  input: ExplainInput,
  terms: MatchedTerm[],
): { words: string[]; labels: string[] } {
  const said = new Map<string, number>();
  const labels: string[] = [];
  for (const term of terms) {
    for (const source of term.sources) {
      if (source.field === 'time') continue;
      const field = (input.context[source.field] ?? '').trim();
      const words = field.length > 0 && field.length <= 40 ? field : source.words;
      if (!said.has(words) && said.size < 3) said.set(words, FIELD_ORDER[source.field]);
      if (source.label && !labels.includes(source.label)) labels.push(source.label);
    }
  }
  const words = [...said].sort((a, b) => a[1] - b[1]).map(([w]) => w);
  return { words, labels };
}

function unread(situation: string): string {
  return situation.trim() === ''
    ? 'You left the moment open'
    : `We couldn't make much of ${quote(situation)}`;
}

export function contextSentences(input: ExplainInput): string[] {
  const { album } = input;
  // A fit that the rest of the album outweighs is no reason to name.
  const terms = input.parts.context >= MEANINGFUL ? input.terms : [];
  const character = terms.filter((t) => !t.genre && fromText(t)).map((t) => asQuality(t.text));
  const genre = terms.find((t) => t.genre && fromText(t) && t.share >= 0.15);
  const said = listOf(saidWords(input, terms).words.map(quote));
  const out: string[] = [];
  if (said && character.length > 0) {
    out.push(
      `You said ${said}, and ${album.title} answers with something ${listOf(character.slice(0, 3))}.`,
    );
    if (genre) out.push(`Its ${genreWords(genre.text)} roots suit that too.`);
  } else if (said && genre) {
    out.push(
      `You said ${said}, and ${album.title} brings the ${genreWords(genre.text)} that suits it.`,
    );
  }
  const timed = terms.find((t) => fromTime(t) && !t.genre && t.share >= 0.15);
  if (timed && input.timeLabel) {
    const feel = asQuality(timed.text);
    // Time labels are adverbs ("in the afternoon", "this late at night"): they follow a verb.
    out.push(
      input.readText
        ? `It is ${out.length > 0 ? 'also ' : ''}${feel}, right for listening ${input.timeLabel}.`
        : `${unread(input.context.situation)}, so we went by the hour: ${album.title} is ${feel}, right for listening ${input.timeLabel}.`,
    );
  }
  if (input.era && input.parts.era >= MEANINGFUL && input.album.year && input.era.source.label) {
    out.push(`From ${input.album.year}, it suits ${input.era.source.label}.`);
  }
  return out;
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

export function fallbackSentence(input: ExplainInput): string {
  const { album, parts } = input;
  const first = album.genres[0];
  const genre = first ? genreWords(first) : undefined;
  const what = genre ? `${withArticle(genre)} album` : 'an album';
  const when = album.year ? ` from ${album.year}` : '';
  return parts.quality >= 0.07
    ? `It's ${what}${when} that listeners rate highly.`
    : sentence(`It's ${what}${when} by ${album.artist}`);
}
