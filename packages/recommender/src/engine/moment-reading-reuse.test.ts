import { describe, expect, it } from 'vitest';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import type { Engine } from './create-engine.ts';
import type { RecommendInput } from './recommend-input.ts';

const ask = (situation: string, mood: string): RecommendInput => ({
  context: { situation, mood },
  wantNew: 'your_choice',
  hour: 9,
  top: 5,
  seed: 2,
});
const answer = (engine: Engine, input: RecommendInput) =>
  engine.recommend(input).map((r) => [r.album.id, r.score, r.explanation]);

describe('moments asked once and again', () => {
  it('answer as a fresh engine does, whichever moments came between', () => {
    const dishes = ask('doing the dishes', 'tired');
    const party = ask('house party', 'wild');
    const rain = ask('rainy afternoon', 'wistful');
    const fresh = new Map([dishes, party, rain].map((m) => [m, answer(createBuiltInEngine(), m)]));
    const engine = createBuiltInEngine();
    for (const m of [dishes, party, dishes, dishes, rain, party, rain, dishes, party])
      expect(answer(engine, m)).toEqual(fresh.get(m));
  });
});
