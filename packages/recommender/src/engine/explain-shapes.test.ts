import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import type { RecommendInput } from './recommend-input.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const engine = createEngine(TEST_CATALOG, loadBuiltInWordVectors());

const MOMENTS = [
  'doing the dishes',
  'falling asleep',
  'slow dancing',
  'working out at the gym',
  'studying for exams',
  'a breakup',
  'rainy afternoon indoors',
  'party with friends',
  'late night drive',
  'cooking dinner',
  'sunday morning coffee',
  'road trip',
  'reading a book',
  'angry at work',
  'date night',
  'cleaning the house',
  'meditation',
  'birthday party',
  'commute to work',
  'hangover',
];

/** A sentence's shape: its words with the quoted words, titles and qualities taken out. */
const shape = (text: string, title: string) =>
  text
    .replace(/“[^”]*”(, “[^”]*”)*( and “[^”]*”)?/g, 'Q')
    .replace(title, 'T')
    .split(/(?<=[.!?])\s+/)[0]
    ?.split(/\s+/)
    .slice(0, 2)
    .join(' ');

describe('explanations read naturally', () => {
  const results = MOMENTS.map(
    (situation, i) =>
      engine.recommend({ context: { situation }, wantNew: 'your_choice', top: 1, seed: i })[0],
  );

  it('use several sentence shapes, none for most texts', () => {
    const shapes = new Map<string, number>();
    for (const result of results) {
      const key = shape(result?.explanation ?? '', result?.album.title ?? '') ?? '';
      shapes.set(key, (shapes.get(key) ?? 0) + 1);
    }
    expect(shapes.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...shapes.values())).toBeLessThanOrEqual(MOMENTS.length / 2);
  });

  it('rarely end on the same phrase', () => {
    const ends = results.map((r) => r?.explanation.split(/\s+/).slice(-4).join(' '));
    const same = ends.filter((end) => end === 'that listeners rate highly.').length;
    expect(same).toBeLessThan(MOMENTS.length / 3);
  });

  it('read the same for the same request and seed', () => {
    const input: RecommendInput = {
      context: { situation: 'late night drive', company: 'alone', mood: 'lonely' },
      wantNew: 'yeah',
      hour: 1,
      top: 5,
      seed: 7,
    };
    const once = engine.recommend(input).map((r) => [r.explanation, r.shortExplanation]);
    const again = createEngine(TEST_CATALOG, loadBuiltInWordVectors())
      .recommend(input)
      .map((r) => [r.explanation, r.shortExplanation]);
    expect(again).toEqual(once);
  });
});
