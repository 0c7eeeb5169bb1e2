import { tokenize } from '../text/tokenize.ts';
import { familyMask } from './character-index.ts';
import type { LexiconMatcher } from './lexicon-matcher.ts';
import type { Understanding } from './understanding.ts';

const HOUR_MOMENTS: [string, (hour: number) => boolean][] = [
  ['night', (h) => h >= 21 || h < 5],
  ['morning', (h) => h >= 5 && h < 12],
  ['evening', (h) => h >= 17 && h < 22],
];

/**
 * How well a short label (a listener's tag, a community give's situation) fits the moment being
 * asked about, 0–1: the same lexicon moment, the same hour of day, or the same character word.
 */
export class MomentMatcher {
  private readonly cache = new Map<string, { moments: string[]; families: number }>();

  constructor(private readonly lexicon: LexiconMatcher) {}

  private parse(label: string) {
    const key = label.toLowerCase().trim();
    let parsed = this.cache.get(key);
    if (!parsed) {
      const tokens = tokenize(key);
      const moments = [
        ...new Set(this.lexicon.match(tokens, 'situation').hits.map((h) => h.entry.id)),
      ];
      const families = tokens.reduce((mask, token) => mask | familyMask(token.text), 0);
      parsed = { moments, families };
      if (this.cache.size > 4096) this.cache.clear();
      this.cache.set(key, parsed);
    }
    return parsed;
  }

  relevance(
    label: string,
    understanding: Understanding,
    hour: number | undefined,
    contextFamilies: number,
  ): number {
    const { moments, families } = this.parse(label);
    let best = 0;
    for (const id of moments) {
      best = Math.max(best, Math.min(1, understanding.moments.get(id) ?? 0));
      const byHour = HOUR_MOMENTS.find(([moment]) => moment === id);
      if (byHour && hour !== undefined && byHour[1](hour)) best = Math.max(best, 0.8);
    }
    if (families & contextFamilies) best = Math.max(best, 0.6);
    return best;
  }
}

/** The character families the moment mostly asks for. */
export function contextFamilies(understanding: Understanding): number {
  let mask = 0;
  for (const target of understanding.targets) {
    if (target.weight >= 0.3) mask |= familyMask(target.word);
  }
  return mask;
}
