import { describe, expect, it } from 'vitest';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';

const engine = createBuiltInEngine();
const catalog = new Map(loadBuiltInCatalog().map((album) => [album.id, album]));

const picks = (situation: string, mood = '', top = 5) =>
  engine.recommend({
    context: { situation, mood },
    wantNew: 'your_choice',
    hour: 19,
    year: 2026,
    top,
    seed: 2,
  });
const yearOf = (id: string) => catalog.get(id)?.year ?? 0;
const descriptorsOf = (id: string) =>
  (catalog.get(id)?.descriptors ?? []).map((word) => word.toLowerCase());

describe('eras asked for outright', () => {
  it('a decade means its own years: a neighbouring year is near, not in kind', () => {
    for (const pick of picks('90s hip hop while cleaning')) {
      expect(yearOf(pick.album.id)).toBeGreaterThanOrEqual(1990);
      expect(yearOf(pick.album.id)).toBeLessThanOrEqual(1999);
    }
  });

  it('"this year" means this year, and the explanation says so', () => {
    const [pick] = picks('new album from this year', '', 1);
    expect(yearOf(pick?.album.id ?? '')).toBe(2026);
    expect(pick?.explanation).toMatch(/You asked for “this year”, and .* came out in 2026\./);
    expect(pick?.explanation).not.toMatch(/Here is/);
  });

  it('something like an artist sounds of their time too', () => {
    for (const [ask, from] of [
      ['something like Bon Iver', 1990],
      ['something like Taylor Swift', 1990],
    ] as const) {
      const years = picks(ask)
        .map((pick) => yearOf(pick.album.id))
        .filter((year) => year > 0);
      const ofTheirTime = years.filter((year) => year >= from).length;
      expect(ofTheirTime).toBeGreaterThanOrEqual(Math.ceil(years.length / 2));
    }
  });
});

describe('words that only look like an occasion', () => {
  it('"before everyone wakes up" is a quiet morning, not a wake', () => {
    const [pick] = picks('a quiet morning before everyone wakes up', 'content', 1);
    expect(`${pick?.shortExplanation} ${pick?.explanation}`).not.toMatch(/griev|loss/i);
  });

  it('"deep cleaning" is a chore, not deep thought', () => {
    const [pick] = picks('deep cleaning the kitchen', 'annoyed', 1);
    expect(pick?.shortExplanation).not.toMatch(/reflective/i);
    expect(
      descriptorsOf(pick?.album.id ?? '').some((d) =>
        ['rhythmic', 'energetic', 'uplifting', 'happy', 'playful', 'bouncy'].includes(d),
      ),
    ).toBe(true);
  });

  it('the cover line reads the moment that was typed, not a word inside it', () => {
    for (const [situation, mood, wrong] of [
      ['some blues', 'mellow', /low mood/],
      ['breakfast in bed', 'lazy', /sleep/],
      ['writing my novel', 'inspired', /reading/],
    ] as const) {
      const [pick] = picks(situation, mood, 1);
      expect(pick?.shortExplanation).not.toMatch(wrong);
    }
  });

  it('Valentine’s Day alone and bitter gets no love songs', () => {
    const [pick] = picks("valentine's day alone", 'bitter', 1);
    const words = descriptorsOf(pick?.album.id ?? '');
    expect(words).not.toContain('romantic');
    expect(words).not.toContain('sexual');
  });
});
