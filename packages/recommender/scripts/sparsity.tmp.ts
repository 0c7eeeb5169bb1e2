import { createBuiltInEngine } from '../src/load/built-in-engine.ts';
const engine = createBuiltInEngine();
const moments = ['doing the dishes 1', 'late night drive 2', 'studying for exams 3', 'house party with friends 4', 'rainy afternoon wistful 5', 'hungover but hopeful 6', 'cooking dinner kids 7', 'running pumped 8'];
const profile = { topArtists: [], albums: [], plays: [], recommended: [], utcOffsetMinutes: 0 };
for (let round = 0; round < 10; round++) {
  const t0 = performance.now();
  let n = 0;
  for (let i = 0; i < 200; i++) {
    engine.recommend({ context: { situation: `${moments[i % 8]} ${round} ${i}`, company: 'my grandma', mood: 'tired' }, wantNew: 'yeah', hour: i % 24, profile, community: [], top: 1, seed: i } as never);
    n++;
  }
  console.log(`fresh moment: ${((performance.now() - t0) / n).toFixed(2)} ms`);
}
