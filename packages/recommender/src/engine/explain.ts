import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import type { CommunityBonus } from './community.ts';
import { capitalise, listOf, quote, withArticle } from './explain-words.ts';
import type { MatchedTerm } from './explain-facts.ts';
import type { PersonalReason, TasteEvidence } from './personal-plan.ts';
import type { MomentContext, ScoreParts, WantNew } from './recommend-input.ts';
import type { Source } from './understanding.ts';

export interface ExplainInput {
  album: CatalogAlbum;
  parts: ScoreParts;
  terms: MatchedTerm[];
  context: MomentContext;
  readText: boolean;
  timeLabel: string | undefined;
  reason: PersonalReason | undefined;
  reasonArtist: string | undefined;
  evidence: { evidence: TasteEvidence; album: CatalogAlbum } | undefined;
  community: CommunityBonus | undefined;
  wantNew: WantNew;
  familiarFallback: boolean;
}

const MEANINGFUL = 0.04;

/** The listener's words behind the matched terms: their whole field when short. */
function saidWords(input: ExplainInput): { words: string[]; labels: string[] } {
  const words: string[] = [];
  const labels: string[] = [];
  for (const term of input.terms) {
    const source = term.source;
    if (!source || source.field === 'time') continue;
    const field = (input.context[source.field] ?? '').trim();
    const said = field.length > 0 && field.length <= 40 ? field : source.words;
    if (!words.includes(said)) words.push(said);
    if (source.label && !labels.includes(source.label)) labels.push(source.label);
  }
  return { words: words.slice(0, 3), labels };
}

function unread(situation: string): string {
  return situation.trim() === ''
    ? 'You left the moment open'
    : `We couldn't make much of ${quote(situation)}`;
}

function contextSentences(input: ExplainInput): string[] {
  const { album, terms } = input;
  const fromText = (s: Source | undefined) => s !== undefined && s.field !== 'time';
  const character = terms
    .filter((t) => !t.genre && fromText(t.source))
    .map((t) => t.text.toLowerCase());
  const genre = terms.find((t) => t.genre && fromText(t.source) && t.share >= 0.15);
  const { words } = saidWords(input);
  const out: string[] = [];
  if (words.length > 0 && character.length > 0) {
    out.push(
      `You said ${listOf(words.map(quote))}, and ${album.title} answers with something ${listOf(character.slice(0, 3))}.`,
    );
    if (genre) out.push(`Its ${genre.text.toLowerCase()} roots suit that too.`);
  } else if (words.length > 0 && genre) {
    out.push(
      `You said ${listOf(words.map(quote))}, and ${album.title} brings the ${genre.text.toLowerCase()} that suits it.`,
    );
  }
  const timed = terms.find((t) => t.source?.field === 'time' && t.share >= 0.15 && !t.genre);
  if (timed && input.timeLabel) {
    out.push(
      input.readText
        ? `Its ${timed.text.toLowerCase()} feel also suits ${input.timeLabel}.`
        : `${unread(input.context.situation)}, so we went by the hour: ${album.title} is ${timed.text.toLowerCase()}, which suits ${input.timeLabel}.`,
    );
  }
  return out;
}

function personalSentences(input: ExplainInput): string[] {
  const out: string[] = [];
  const { reason, parts } = input;
  if (reason && parts.familiarity >= MEANINGFUL) {
    if (reason.kind === 'tagged')
      out.push(
        `You tagged it ${quote(reason.tag)}${reason.rating ? ` and gave it ${reason.rating}/10` : ''}.`,
      );
    else if (reason.kind === 'loved')
      out.push(reason.rating ? `You gave it ${reason.rating}/10.` : `It's one of your favourites.`);
    else if (reason.kind === 'played-now')
      out.push(`You've played it around this time of day before.`);
    else if (reason.kind === 'library')
      out.push(
        reason.saved
          ? `It's already in your library.`
          : reason.plays > 0
            ? `You've played it before.`
            : `You know this one.`,
      );
    else if (reason.kind === 'artist' && input.reasonArtist)
      out.push(
        reason.top
          ? `${input.reasonArtist} is one of your top artists.`
          : `You already know ${input.reasonArtist}.`,
      );
  }
  const close = input.evidence;
  if (close && parts.taste >= MEANINGFUL) {
    const { facts, matchedTags } = close.evidence;
    const title = close.album.title;
    const tag = matchedTags[0] ?? facts.tags[0];
    if (facts.rating !== null)
      out.push(
        `You gave ${title} ${facts.rating}/10${tag ? ` and tagged it ${tag}` : ''}, and this sits close to it.`,
      );
    else if (facts.favourite)
      out.push(`${title} is one of your favourites, and this sits close to it.`);
    else
      out.push(
        `It sits close to ${title}, which you ${facts.saved ? 'saved' : 'have been playing'}.`,
      );
  }
  return out;
}

function fallbackSentence(input: ExplainInput): string {
  const { album, parts } = input;
  const genre = album.genres[0]?.toLowerCase();
  const what = genre ? `${withArticle(genre)} album` : 'an album';
  const when = album.year ? ` from ${album.year}` : '';
  return parts.quality >= 0.07
    ? `It's ${what}${when} that listeners rate highly.`
    : `It's ${what}${when} by ${album.artist}.`;
}

export function explain(input: ExplainInput): { explanation: string; shortExplanation: string } {
  const sentences = [...contextSentences(input), ...personalSentences(input)];
  if (input.community && input.parts.community > 0.01) {
    const { members, situation } = input.community;
    sentences.push(
      `${members === 1 ? 'A club member' : `${members} club members`} gave this for ${quote(situation)}.`,
    );
  }
  if (input.wantNew === 'yeah') sentences.push(`And it's new to you.`);
  if (input.wantNew === 'nah' && input.familiarFallback)
    sentences.push(`Nothing you know fits this yet, so this one is new.`);
  if (sentences.length < 2) sentences.push(fallbackSentence(input));
  if (sentences.length < 2) sentences.unshift(`${input.album.title} by ${input.album.artist}.`);
  return { explanation: sentences.slice(0, 4).join(' '), shortExplanation: shortLine(input) };
}

function shortLine(input: ExplainInput): string {
  const character = input.terms.filter((t) => !t.genre).map((t) => t.text.toLowerCase());
  const { labels, words } = saidWords(input);
  const focus = labels[0] ?? (words[0] ? words[0].toLowerCase() : input.timeLabel);
  let line: string;
  if (input.reason?.kind === 'tagged' && input.parts.familiarity >= input.parts.context * 0.3) {
    line = `You tagged it ${input.reason.tag}: right for now`;
  } else if (character.length > 0 && focus) {
    line = `${capitalise(listOf(character.slice(0, 2)))} for ${focus}`;
  } else {
    line = `${input.album.title} brings the perfect energy for your current vibe.`;
  }
  return line.length > 90 ? `${line.slice(0, 89).replace(/\s+\S*$/, '')}…` : line;
}
