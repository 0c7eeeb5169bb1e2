import { describe, expect, it } from 'vitest';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import type { RecommendInput } from './recommend-input.ts';

const moment: RecommendInput = {
  context: { situation: 'doing the dishes', company: 'my grandma', mood: 'hungover but hopeful' },
  wantNew: 'your_choice',
  hour: 20,
  weekday: 3,
  top: 10,
  seed: 4,
};
const listener = (ids: string[]): RecommendInput['profile'] => ({
  topArtists: [],
  albums: ids.map((albumId, n) => ({ albumId, rating: n === 0 ? 9 : 3, favourite: n === 0 })),
  plays: [],
  recommended: [],
});
const answer = (engine: ReturnType<typeof createBuiltInEngine>, input: RecommendInput) =>
  engine.recommend(input).map((r) => [r.album.id, r.score, r.explanation, r.shortExplanation]);

describe('a moment read once serves every listener who describes it the same way', () => {
  const kept = createBuiltInEngine();
  const ids = kept.recommend({ ...moment, top: 30 }).map((r) => r.album.id);
  // Engines that have read nothing yet, built before the timed tests.
  const fresh = [createBuiltInEngine(), createBuiltInEngine(), createBuiltInEngine()];

  it('answers a listener exactly as an engine reading the moment afresh would', () => {
    // Warm the kept reading with one listener, then ask for others with different records.
    answer(kept, { ...moment, profile: listener(ids.slice(0, 3)) });
    const profiles = [listener(ids.slice(5, 9)), listener(ids.slice(20, 22)), undefined];
    profiles.forEach((profile, i) => {
      const input = { ...moment, profile };
      expect(answer(kept, input)).toEqual(answer(fresh[i] as typeof kept, input));
    });
  });

  it('keeps moments apart: other words or another hour read differently', () => {
    const dishes = answer(kept, moment);
    expect(answer(kept, { ...moment, context: { situation: 'late night drive' } })).not.toEqual(
      dishes,
    );
    const morning = { ...moment, hour: 7 };
    expect(answer(kept, morning)).toEqual(answer(createBuiltInEngine(), morning));
  });
});
