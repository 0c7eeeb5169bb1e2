import { describe, expect, it } from 'vitest';
import { MAX_TEXT_CHARS, tokenize } from './tokenize.ts';

const words = (text: string) =>
  tokenize(text)
    .filter((t) => !t.stop)
    .map((t) => t.text);

describe('tokenize', () => {
  it('keeps the words that mean something, lower case', () => {
    expect(words('Doing the DISHES with my Grandma!')).toEqual(['dishes', 'grandma']);
  });

  it('reads emoji as words', () => {
    expect(words('🌧️ and ☕')).toEqual(['rain', 'coffee', 'morning']);
  });

  it('reads clock times as one token', () => {
    expect(words("it's 3 AM")).toContain('3am');
    expect(words('up at 11:30pm')).toContain('11pm');
  });

  it('reads an ordinal as a count, not a word ("90th birthday")', () => {
    expect(words("my grandfather's 90th birthday")).toEqual(["grandfather's", 'birthday']);
    expect(words('90s hip hop')).toContain('90s');
  });

  it('cuts known Japanese words out of a run and leaves its grammar aside', () => {
    expect(words('仕事帰りの電車')).toEqual(['仕事帰り', '電車']);
    expect(words('ひとりで')).toContain('ひとり');
    expect(words('雨の日の読書')).toEqual(['雨', '読書']);
  });

  it('marks words under a negation until the clause ends', () => {
    const tokens = tokenize('not sad but hopeful');
    expect(tokens.find((t) => t.text === 'sad')?.negated).toBe(true);
    expect(tokens.find((t) => t.text === 'hopeful')?.negated).toBe(false);
  });

  it('reads "anything but" as a negation', () => {
    expect(tokenize('anything but calm').find((t) => t.text === 'calm')?.negated).toBe(true);
    expect(tokenize('tired but calm').find((t) => t.text === 'calm')?.negated).toBe(false);
  });

  it('bounds the work on very long text', () => {
    expect(tokenize('word '.repeat(5000)).length).toBeLessThanOrEqual(60);
    expect(MAX_TEXT_CHARS).toBeLessThan(5000);
  });
});

describe('tokens of a text read before', () => {
  it('are the same as read the first time, after thousands of other texts, and cannot be changed', () => {
    const text = "Not too loud, cooking dinner with my mum's friends";
    const first = structuredClone(tokenize(text));
    expect(tokenize(text)).toBe(tokenize(text));
    for (let i = 0; i < 5000; i += 1) tokenize(`another moment ${i}`);
    expect(tokenize(text)).toEqual(first);
    expect(Object.isFrozen(tokenize(text))).toBe(true);
    expect(Object.isFrozen(tokenize(text)[0])).toBe(true);
    const long = `cooking ${'and dancing '.repeat(2000)}`;
    expect(tokenize(long)).toEqual(tokenize(long.slice(0, MAX_TEXT_CHARS)));
  });
});
