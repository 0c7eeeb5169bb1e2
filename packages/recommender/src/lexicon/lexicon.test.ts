import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { ALL_MOMENTS } from './all-moments.ts';
import { CHARACTER_FAMILIES } from './character-families.ts';
import { OTHER_LANGUAGE_CUES } from './other-languages.ts';

describe('the hand lexicon', () => {
  it('has unique moments, each with cues, a label and weights from 0 to 1', () => {
    expect(new Set(ALL_MOMENTS.map((m) => m.id)).size).toBe(ALL_MOMENTS.length);
    for (const moment of ALL_MOMENTS) {
      expect(moment.cues.length, moment.id).toBeGreaterThan(0);
      expect(moment.label.trim(), moment.id).not.toBe('');
      for (const weight of [...Object.values(moment.want), ...Object.values(moment.avoid ?? {})]) {
        expect(weight, moment.id).toBeGreaterThan(0);
        expect(weight, moment.id).toBeLessThanOrEqual(1);
      }
    }
  });

  it('opposes only families it defines', () => {
    const names = new Set(CHARACTER_FAMILIES.map((f) => f.name));
    for (const family of CHARACTER_FAMILIES)
      for (const name of family.opposite ?? []) expect(names).toContain(name);
    expect(CHARACTER_FAMILIES.length).toBeLessThanOrEqual(32);
  });

  it('is covered by the shipped word vectors (rebuild them after adding words)', () => {
    const vectors = loadBuiltInWordVectors();
    // Cues in other languages are matched as written, not through the (English) vectors.
    const foreign = new Set(Object.values(OTHER_LANGUAGE_CUES).flat());
    const words = new Set(
      ALL_MOMENTS.flatMap((m) => [...m.cues, ...Object.keys(m.want)]).filter(
        (w) => !w.includes(' ') && !foreign.has(w),
      ),
    );
    const known = [...words].filter((w) => vectors.word(w) !== undefined);
    expect(known.length / words.size).toBeGreaterThan(0.97);
  });
});
