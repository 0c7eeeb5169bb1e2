import { CHARACTER_FAMILIES } from '../lexicon/character-families.ts';
import { RecentCache } from '../text/recent-cache.ts';
import { wordForms } from '../text/word-forms.ts';

const bitOf = new Map(CHARACTER_FAMILIES.map((family, i) => [family.name, 1 << i]));
const maskByWord = new Map<string, number>();
const oppositeByFamily: number[] = [];
CHARACTER_FAMILIES.forEach((family, i) => {
  for (const word of family.words) maskByWord.set(word, (maskByWord.get(word) ?? 0) | (1 << i));
  oppositeByFamily[i] = (family.opposite ?? []).reduce(
    (mask, name) => mask | (bitOf.get(name) ?? 0),
    0,
  );
});

/** Masks of the words and phrases asked about most recently. */
const knownMasks = new RecentCache<string, number>(8192);

/** The character families a word or short phrase belongs to, as a bit mask (0 for none). */
export function familyMask(text: string): number {
  return knownMasks.read(text, maskOf);
}

function maskOf(text: string): number {
  const lower = text.toLowerCase().trim();
  for (const spelling of new Set([lower, lower.replace(/\s+/g, '-'), lower.replace(/-/g, ' ')])) {
    for (const form of wordForms(spelling)) {
      const mask = maskByWord.get(form);
      if (mask) return mask;
    }
  }
  return 0;
}

/** Families opposed to any family in `mask`, in either direction. */
export function oppositeMask(mask: number): number {
  let out = 0;
  CHARACTER_FAMILIES.forEach((_, i) => {
    if (mask & (1 << i)) out |= oppositeByFamily[i] ?? 0;
    else if ((oppositeByFamily[i] ?? 0) & mask) out |= 1 << i;
  });
  return out;
}
