import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { isWrongForGrief } from './explain-grief.ts';
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
import {
  contextSentences,
  fallbackSentence,
  GRIEF_FOCUS,
  MEANINGFUL,
  namedTerms,
  reasonSentence,
  saidWords,
  tasteSentence,
  unreadSentence,
  WENT_BY_HOUR,
  type ExplainInput,
} from './explain-sentences.ts';

/** The 'Why This?' text (2–4 sentences, each backed by a part of the score) and the cover line. */
export function explain(input: ExplainInput): { explanation: string; shortExplanation: string } {
  const fromContext = contextSentences(input);
  const unread = fromContext.some((line) => line.includes(WENT_BY_HOUR))
    ? undefined
    : unreadSentence(
        input,
        fromContext
          .join(' ')
          .match(/“[^”]*”/gu)
          ?.join(' '),
      );
  const sentences = [...(unread ? [unread] : []), ...fromContext];
  for (const line of [reasonSentence(input), tasteSentence(input)]) if (line) sentences.push(line);
  if (input.community && input.parts.community >= MEANINGFUL) {
    const { members, situation } = input.community;
    sentences.push(
      `${members === 1 ? 'A club member' : `${members} club members`} gave this for ${quote(situation)}.`,
    );
  }
  if (input.wantNew === 'yeah' && input.newToListener === true)
    sentences.push(
      choose(
        [`And it's new to you.`, `You haven't saved, played or rated it yet.`],
        input.seed,
        `${input.album.id}:new`,
      ),
    );
  if (input.wantNew === 'nah' && input.familiarFallback)
    sentences.push(
      input.knowsListener
        ? `Nothing you know fits this yet, so this one is new.`
        : `We don't know your music yet, so this one is a fresh pick.`,
    );
  if (sentences.length < 2) sentences.push(fallbackSentence(input));
  const { title, artist } = input.album;
  if (sentences.length < 2 || (unread && !sentences.some((line) => line.includes(title)))) {
    const named = sentences.some((line) => line.includes(artist));
    // After the words not understood, before what the album is.
    sentences.splice(
      unread ? 1 : 0,
      0,
      sentence(named ? `Here is ${title}` : `Here is ${title} by ${artist}`),
    );
  }
  return { explanation: sentences.slice(0, 4).join(' '), shortExplanation: shortLine(input) };
}

/** What the cover line is "for": the moment as read, in the listener's terms, never cheerful in grief. */
/** Names of the occasions that decide a record (a holiday, a wedding), not its company or mood. */
const OCCASION_LABELS = new Set(
  ALL_MOMENTS.filter((entry) => (entry.weight ?? 1) >= 1.5).map((entry) => entry.label),
);

function focusOf(input: ExplainInput, labels: string[], words: string[]): string | undefined {
  if (input.moment.grief) return `for ${GRIEF_FOCUS}`;
  // The cover line names the occasion: Easter lunch with toddlers is "for worship".
  const label = labels.find((name) => OCCASION_LABELS.has(name)) ?? labels[0];
  if (label) return `for ${label}`;
  const said = words[0];
  if (said && said.split(/\s+/).length <= 3) return `for ${quote(said)}`;
  return undefined;
}

function shortLine(input: ExplainInput): string {
  const terms = namedTerms(input).filter(
    (t) =>
      t.sources.some((s) => input.moment.isRead(s)) &&
      !(input.moment.grief && isWrongForGrief(t.text)),
  );
  const { labels, words } = saidWords(input, terms);
  const timed = terms.some((t) => t.sources[0]?.field === 'time');
  const focus = focusOf(input, labels, words) ?? (timed ? input.timeLabel : undefined);
  // "Party-ready and rhythmic for the party" says party twice: a quality the focus names goes.
  const character = terms
    .filter((t) => !t.genre && !(focus ?? '').toLowerCase().includes(t.text.toLowerCase()))
    .map((t) => asQuality(t.text));
  let line: string;
  if (
    input.reason?.kind === 'tagged' &&
    input.parts.familiarity >= MEANINGFUL &&
    input.parts.familiarity >= input.parts.context * 0.3
  ) {
    line = `You tagged it ${input.reason.tag}: right for now`;
  } else if (character.length > 0 && focus) {
    line = `${capitalise(listOf(character.slice(0, 2)))} ${focus}`;
  } else {
    line = albumLine(input);
  }
  return line.length > 90 ? `${line.slice(0, 89).replace(/\s+\S*$/, '')}…` : line;
}

/** A cover line that claims no fit: what the album is. */
function albumLine(input: ExplainInput): string {
  const { album } = input;
  const first = album.genres[0];
  const what = first ? `${genreWords(first)} album` : 'album';
  const when = album.year ? ` from ${album.year}` : '';
  return input.parts.quality >= 0.07
    ? capitalise(`a well-loved ${what}${when}`)
    : `${album.title}, ${withArticle(what)}${when}`;
}
