import { describe, expect, it } from 'vitest';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import type { Recommendation } from './recommend-input.ts';
import { RecommendInputError } from './validate-input.ts';

const engine = createBuiltInEngine();

function expectSensible(results: Recommendation[]) {
  expect(results.length).toBe(10);
  for (const result of results) {
    expect(Number.isFinite(result.score)).toBe(true);
    expect(result.explanation.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
    expect(result.explanation.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(4);
    expect(result.shortExplanation.length).toBeGreaterThan(0);
    expect(result.shortExplanation).not.toContain('\n');
  }
}

describe('empty and garbage input still gets a sensible answer', () => {
  it('emoji only: 🌧️☕ reads as a rainy morning with coffee', () => {
    const results = engine.recommend({
      context: { situation: '🌧️☕' },
      wantNew: 'your_choice',
      hour: 8,
    });
    expectSensible(results);
    const words = results.slice(0, 5).flatMap((r) => r.album.descriptors);
    expect(
      words.some((d) =>
        ['warm', 'rain', 'mellow', 'bright', 'uplifting', 'melancholic'].includes(d),
      ),
    ).toBe(true);
  });

  it('5,000 characters of text', () => {
    const situation = 'cleaning the whole flat before my parents visit and '
      .repeat(100)
      .slice(0, 5000);
    const results = engine.recommend({
      context: { situation, company: 'x'.repeat(5000), mood: '🙂'.repeat(2500) },
      wantNew: 'yeah',
    });
    expectSensible(results);
    expect(results[0]?.explanation.length).toBeLessThan(600);
  });

  it('unknown words only: the hour decides, and the explanation says so', () => {
    const results = engine.recommend({
      context: { situation: 'xqzvt blorf' },
      wantNew: 'your_choice',
      hour: 3,
    });
    expectSensible(results);
    expect(results[0]?.explanation).toContain(
      'We couldn\u2019t make much of'.replace('\u2019', "'"),
    );
    expect(
      results[0]?.album.descriptors.some((d) =>
        ['nocturnal', 'atmospheric', 'ethereal', 'calm'].includes(d),
      ),
    ).toBe(true);
  });

  it('an empty moment with no hour falls back to well-loved albums', () => {
    const results = engine.recommend({
      context: { situation: '   ', company: '', mood: '' },
      wantNew: 'nah',
    });
    expectSensible(results);
    expect(results[0]?.album.rating?.count).toBeGreaterThan(1000);
  });

  it('punctuation, markup and control characters', () => {
    const situation = '<script>alert(1)</script> \u0000\u0007 ¯\\_(ツ)_/¯ ;; DROP TABLE albums;';
    expectSensible(engine.recommend({ context: { situation }, wantNew: 'yeah', hour: 12 }));
  });

  it('rejects a malformed request with a clear error, not a crash deep inside', () => {
    const bad = (input: unknown) => () =>
      engine.recommend(input as Parameters<typeof engine.recommend>[0]);
    expect(bad({ context: { situation: 'x' }, wantNew: 'maybe' })).toThrow(RecommendInputError);
    expect(bad({ context: { situation: 'x' }, wantNew: 'yeah', hour: 24 })).toThrow(
      /hour must be a whole number from 0 to 23/,
    );
    expect(bad({ wantNew: 'yeah' })).toThrow(/context is required/);
    expect(bad({ context: { situation: 42 }, wantNew: 'yeah' })).toThrow(/situation must be text/);
  });
});
