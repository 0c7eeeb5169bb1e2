import { describe, expect, it } from 'vitest';
import { CHARACTER_FAMILIES } from '../lexicon/character-families.ts';
import { familyMask } from './character-index.ts';

describe('a word’s character families', () => {
  it('are the same asked again, after thousands of other words, and for any spelling', () => {
    const words = CHARACTER_FAMILIES.flatMap((family) => family.words).slice(0, 40);
    const first = words.map((word) => familyMask(word));
    expect(first.every((mask) => mask !== 0)).toBe(true);
    expect(words.map((word) => familyMask(word))).toEqual(first);
    for (let i = 0; i < 10_000; i += 1) familyMask(`unheard${i}`);
    expect(words.map((word) => familyMask(word))).toEqual(first);
    expect(words.map((word) => familyMask(` ${word.toUpperCase()} `))).toEqual(first);
    expect(familyMask('unheard12')).toBe(0);
  });
});
