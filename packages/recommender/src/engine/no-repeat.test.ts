import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const engine = createEngine(TEST_CATALOG, loadBuiltInWordVectors());
const context = { situation: 'falling asleep', mood: 'tired' };

describe('no repeats within the last 50 recommendations', () => {
  it('skips albums recommended recently, whatever wantNew says', () => {
    for (const wantNew of ['nah', 'your_choice'] as const) {
      const [first] = engine.recommend({ context, wantNew });
      const again = engine.recommend({
        context,
        wantNew,
        profile: {
          recommended: [{ albumId: first?.album.id ?? '' }],
          albums: [{ albumId: 'calm2', saved: true }],
        },
        top: 20,
      });
      expect(again.map((r) => r.album.id)).not.toContain(first?.album.id);
    }
  });

  it('a recommendation older than the last 50 may come back', () => {
    const [first] = engine.recommend({ context, wantNew: 'your_choice' });
    const filler = Array.from({ length: 50 }, (_, i) => ({ albumId: `not-in-catalog-${i}` }));
    const results = engine.recommend({
      context,
      wantNew: 'your_choice',
      profile: { recommended: [{ albumId: first?.album.id ?? '' }, ...filler] },
    });
    expect(results[0]?.album.id).toBe(first?.album.id);
  });

  it('when every album was recommended recently, the oldest comes back rather than nothing', () => {
    const recommended = TEST_CATALOG.map((album) => ({ albumId: album.id }));
    const results = engine.recommend({ context, wantNew: 'your_choice', profile: { recommended } });
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.album.id).toBe(TEST_CATALOG[0]?.id);
    expect(results[0]?.parts.repeat).toBeLessThan(0);
  });
});
