import { describe, expect, it } from 'vitest';
import { wordForms } from './word-forms.ts';

describe('a word’s forms', () => {
  it('are the word, then plausible base forms', () => {
    expect(wordForms('jogging')).toEqual(['jogging', 'jogg', 'jogge', 'jog']);
    expect(wordForms('dishes')).toEqual(['dishes', 'dish', 'dishe']);
  });

  it('are the same asked again, after thousands of other words, and cannot be changed', () => {
    const first = [...wordForms('relaxed')];
    for (let i = 0; i < 10_000; i += 1) wordForms(`word${i}ing`);
    expect(wordForms('relaxed')).toEqual(first);
    expect(Object.isFrozen(wordForms('relaxed'))).toBe(true);
  });
});
