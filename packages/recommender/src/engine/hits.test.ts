import { describe, expect, it } from 'vitest';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const engine = createBuiltInEngine();
const catalog = new Map(loadBuiltInCatalog().map((album) => [album.id, album]));

const picks = (situation: string, top = 5) =>
  engine.recommend({ context: { situation }, wantNew: 'your_choice', hour: 20, top, seed: 4 });

describe('asks for hits', () => {
  it('"80s hits" are 1980s records the wide public knew, and the explanation says how long they charted', () => {
    const results = picks('80s hits');
    for (const pick of results) {
      const album = catalog.get(pick.album.id);
      expect(album?.year).toBeGreaterThanOrEqual(1980);
      expect(album?.year).toBeLessThanOrEqual(1989);
    }
    const charted = results.filter((pick) => (catalog.get(pick.album.id)?.chart?.weeks ?? 0) >= 10);
    expect(charted.length).toBeGreaterThanOrEqual(4);
    expect(results[0]?.explanation).toMatch(
      /^You asked for “80s hits”, and .* weeks on the Billboard 200\./,
    );
  });

  it('hits for a party are charted party records, and the ask is never a word not understood', () => {
    const [pick] = picks('some crowd-pleasers for the party', 1);
    expect(catalog.get(pick?.album.id ?? '')?.chart?.weeks ?? 0).toBeGreaterThanOrEqual(10);
    expect(pick?.explanation).not.toMatch(/understand|can't read/);
  });

  it('a catalog without chart runs reads hits by how many listeners rated an album', () => {
    // Same average everywhere; only how many rated each album differs.
    const rated = TEST_CATALOG.map((album, i) => ({
      ...album,
      rating: { average: 7.5, count: 10 + ((i * 37) % TEST_CATALOG.length) * 500 },
    }));
    const small = createEngine(rated, loadBuiltInWordVectors());
    const [pick] = small.recommend({
      context: { situation: 'hits' },
      wantNew: 'your_choice',
      top: 1,
    });
    const counts = rated.map((album) => album.rating.count).sort((a, b) => b - a);
    const pickedCount = rated.find((album) => album.id === pick?.album.id)?.rating.count ?? 0;
    expect(pickedCount).toBeGreaterThanOrEqual(counts[Math.floor(counts.length / 4)] as number);
  });
});
