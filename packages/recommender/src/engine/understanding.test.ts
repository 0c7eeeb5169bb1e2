import { describe, expect, it } from 'vitest';
import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import type { MomentContext } from './recommend-input.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const engine = createEngine(TEST_CATALOG, loadBuiltInWordVectors());
const first = (context: MomentContext, hour?: number) =>
  engine.recommend({ context, wantNew: 'yeah', hour, top: 1 })[0]?.album.id ?? '';
const cues = new Set(ALL_MOMENTS.flatMap((moment) => moment.cues));

describe('reading a moment', () => {
  it('company matters: "my kids" is not "my date"', () => {
    expect(first({ situation: 'cooking dinner', company: 'my kids' })).toMatch(/^kids/);
    expect(first({ situation: 'cooking dinner', company: 'my date' })).toMatch(/^love/);
  });

  it('mood matters', () => {
    expect(first({ situation: 'walking home', mood: 'heartbroken' })).toMatch(/^sad/);
    expect(first({ situation: 'walking home', mood: 'furious' })).toMatch(/^rage/);
  });

  it('the hour nudges: 3 a.m. is not 9 a.m.', () => {
    expect(first({ situation: 'sitting here' }, 3)).toMatch(/^night|^calm/);
    expect(first({ situation: 'sitting here' }, 9)).not.toMatch(/^night/);
  });

  it('words no list names still land sensibly', () => {
    for (const word of ['dozing', 'enraged', 'weightlifting', 'cheery'])
      expect(cues.has(word)).toBe(false);
    expect(first({ situation: 'dozing on the sofa' })).toMatch(/^calm/);
    expect(first({ situation: 'stuck in traffic', mood: 'enraged' })).toMatch(/^rage/);
    expect(first({ situation: 'weightlifting' })).toMatch(/^party|^rage/);
    expect(first({ situation: 'walking to the shops', mood: 'cheery' })).toMatch(
      /^kids|^summer|^party/,
    );
  });

  it('a negated wish steers away', () => {
    const loud = engine.recommend({
      context: { situation: 'working', mood: 'nothing aggressive' },
      wantNew: 'yeah',
      top: 20,
    });
    const rage = loud.findIndex((r) => r.album.id === 'rage1');
    expect(rage).toBeGreaterThan(loud.length - 6);
  });
});
