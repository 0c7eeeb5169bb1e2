import { capitalise, listOf, quote, sentence, asQuality } from './explain-words.ts';
import {
  contextSentences,
  fallbackSentence,
  MEANINGFUL,
  reasonSentence,
  saidWords,
  tasteSentence,
  type ExplainInput,
} from './explain-sentences.ts';

/** The 'Why This?' text (2–4 sentences, each backed by a part of the score) and the cover line. */
export function explain(input: ExplainInput): { explanation: string; shortExplanation: string } {
  const sentences = [...contextSentences(input)];
  for (const line of [reasonSentence(input), tasteSentence(input)]) if (line) sentences.push(line);
  if (input.community && input.parts.community > 0.01) {
    const { members, situation } = input.community;
    sentences.push(
      `${members === 1 ? 'A club member' : `${members} club members`} gave this for ${quote(situation)}.`,
    );
  }
  if (input.wantNew === 'yeah' && input.knowsListener) sentences.push(`And it's new to you.`);
  if (input.wantNew === 'nah' && input.familiarFallback)
    sentences.push(
      input.knowsListener
        ? `Nothing you know fits this yet, so this one is new.`
        : `We don't know your music yet, so this one is a fresh pick.`,
    );
  if (sentences.length < 2) sentences.push(fallbackSentence(input));
  if (sentences.length < 2) {
    const { title, artist } = input.album;
    const named = sentences.some((line) => line.includes(` by ${artist}`));
    sentences.unshift(sentence(named ? `Here is ${title}` : `Here is ${title} by ${artist}`));
  }
  return { explanation: sentences.slice(0, 4).join(' '), shortExplanation: shortLine(input) };
}

function shortLine(input: ExplainInput): string {
  const terms = input.parts.context >= MEANINGFUL ? input.terms : [];
  const { labels, words } = saidWords(input, terms);
  const said = labels[0] ?? (words[0] ? words[0].toLowerCase() : undefined);
  // "Party-ready and rhythmic for the party" says party twice: a quality the focus names goes.
  const character = terms
    .filter((t) => !t.genre && !(said ?? '').includes(t.text.toLowerCase()))
    .map((t) => asQuality(t.text));
  // "for chores", "for my grandma", but the hour is an adverb: "Soft and calm in the morning".
  const focus = said ? `for ${said}` : input.timeLabel;
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
    line = `${input.album.title} brings the perfect energy for your current vibe.`;
  }
  return line.length > 90 ? `${line.slice(0, 89).replace(/\s+\S*$/, '')}…` : line;
}
