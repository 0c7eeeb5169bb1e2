import { CHARACTER_FAMILIES } from '../../src/lexicon/character-families.ts';
import { ALL_MOMENTS } from '../../src/lexicon/all-moments.ts';
import { timeNudge } from '../../src/lexicon/time-of-day.ts';
import { EMOJI_WORDS } from '../../src/text/emoji-words.ts';

/** Every spelling a term may be looked up by: whole, hyphen-joined, glued, and word by word. */
export function termForms(term: string): string[] {
  const lower = term.toLowerCase().trim();
  const words = lower.split(/[\s/]+/).filter(Boolean);
  return [lower, words.join('-'), words.join(''), ...lower.split(/[\s/-]+/)].filter(Boolean);
}

/** Words the product itself names: the hand lexicon, emoji readings, time-of-day nudges. */
export function productWords(): string[] {
  const words: string[] = [];
  for (const family of CHARACTER_FAMILIES)
    for (const w of family.words) words.push(...termForms(w));
  for (const moment of ALL_MOMENTS) {
    for (const text of [
      ...moment.cues,
      ...Object.keys(moment.want),
      ...Object.keys(moment.avoid ?? {}),
      ...(moment.genres ?? []),
    ]) {
      words.push(...termForms(text));
    }
  }
  for (let hour = 0; hour < 24; hour += 1) {
    for (const weekday of [1, 5]) {
      const nudge = timeNudge(hour, weekday);
      for (const w of [...Object.keys(nudge.want), ...Object.keys(nudge.avoid ?? {})]) {
        words.push(...termForms(w));
      }
    }
  }
  for (const reading of Object.values(EMOJI_WORDS)) words.push(...reading.split(' '));
  return words;
}
