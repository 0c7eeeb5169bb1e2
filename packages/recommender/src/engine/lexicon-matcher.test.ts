import { describe, expect, it } from 'vitest';
import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { tokenize } from '../text/tokenize.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { LexiconMatcher } from './lexicon-matcher.ts';

const lexicon = new LexiconMatcher(ALL_MOMENTS, loadBuiltInWordVectors());

describe('moments named in a text read before', () => {
  it('are the ones found reading it afresh, per field, and cannot be changed', () => {
    const tokens = tokenize('cooking dinner, not so tired, with friends after the funeral');
    const kept = lexicon.match(tokens, 'situation');
    expect(kept.hits.length).toBeGreaterThan(0);
    expect(lexicon.match(tokens, 'situation')).toBe(kept);
    // A copy of the tokens is never seen before, so it is read afresh.
    expect(lexicon.match([...tokens], 'situation')).toEqual(kept);
    expect(lexicon.match(tokens, 'mood')).not.toBe(kept);
    expect(lexicon.match(tokens, 'mood').hits.every((hit) => hit.field === 'mood')).toBe(true);
    expect(Object.isFrozen(kept.hits)).toBe(true);
    expect(Object.isFrozen(kept.hits[0])).toBe(true);
    expect(Object.isFrozen(kept.rest)).toBe(true);
  });
});
