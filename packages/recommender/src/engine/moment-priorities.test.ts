import { describe, expect, it } from 'vitest';
import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { loadBuiltInGenreTree } from '../catalog/load-genre-tree.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import type { MomentContext, RecommendInput } from './recommend-input.ts';

const engine = createBuiltInEngine();
const tree = loadBuiltInGenreTree();
const ask = (context: MomentContext, more: Partial<RecommendInput> = {}) =>
  engine.recommend({ context, wantNew: 'your_choice', hour: 15, top: 10, seed: 1, ...more });
const inFamily = (album: CatalogAlbum, family: string) =>
  album.genres.some((genre) => {
    const name = genre.toLowerCase();
    return (
      name.split(/[\s/-]+/).includes(family) ||
      name === family ||
      tree.ancestors(name).includes(family)
    );
  });

describe('what a moment asks for, in order', () => {
  it('answers a plain genre ask in kind', () => {
    const asks: [string, string][] = [
      ['spin some jazz records', 'jazz'],
      ['play me the blues', 'blues'],
      ['reggae while I cook', 'reggae'],
      ['techno for the commute', 'techno'],
      ['hip-hop in the car', 'hip hop'],
      ['some metal for the gym', 'metal'],
      ['country music for a barbecue', 'country'],
      ['classical for studying', 'classical music'],
      ['punk rock', 'punk'],
    ];
    for (const [situation, family] of asks) {
      const first = ask({ situation })[0]?.album;
      expect(first && inFamily(first, family), `${situation} → ${first?.title}`).toBe(true);
    }
  });

  it('answers a decade or "this year" with records from then', () => {
    const eighties = ask({ situation: 'eighties pop while I tidy' })[0]?.album;
    expect(eighties?.year).toBeGreaterThanOrEqual(1980);
    expect(eighties?.year).toBeLessThanOrEqual(1989);
    const thisYear = ask({ situation: 'new music from this year' }, { year: 2026 })[0]?.album;
    const latest = ask({ situation: 'the latest releases' })[0]?.album;
    expect(thisYear?.year).toBe(latest?.year);
    expect(thisYear?.year).toBeGreaterThanOrEqual(2023);
  });

  it('answers "something like <artist>" close to that artist, mostly with others', () => {
    const results = ask({ situation: 'something like Radiohead' });
    const others = results.filter((r) => r.album.artist !== 'Radiohead');
    expect(results[0]?.explanation).toMatch(/^You asked for something like Radiohead/);
    expect(others.length).toBeGreaterThanOrEqual(7);
    for (const r of results.slice(0, 3))
      expect(inFamily(r.album, 'rock') || inFamily(r.album, 'electronic'), r.album.title).toBe(
        true,
      );
  });

  it('never lifts a genre the listener ruled out', () => {
    const results = ask({ situation: 'dinner party', mood: 'no jazz please' });
    expect(results.some((r) => inFamily(r.album, 'jazz'))).toBe(false);
  });

  it('holds a negation: no vocals, nothing too loud', () => {
    for (const r of ask({ situation: 'dinner party', mood: 'no vocals' })) {
      expect(r.album.descriptors).toContain('instrumental');
      expect(r.album.descriptors.filter((d) => /vocals/.test(d))).toEqual([]);
    }
    for (const r of ask({ situation: 'gym', mood: 'nothing too loud' }))
      expect(r.album.descriptors.filter((d) => /aggressive|noisy|harsh/.test(d))).toEqual([]);
  });

  it('never answers grief with cheer', () => {
    const cheer = new Set(['party', 'happy', 'hedonistic', 'humorous', 'bouncy', 'playful']);
    for (const context of [
      { situation: "reception after my dad's funeral", company: 'relatives' },
      { situation: 'my cat died this morning', mood: 'heartbroken' },
    ]) {
      for (const r of ask(context))
        expect(
          r.album.descriptors.filter((d) => cheer.has(d.toLowerCase())),
          r.album.title,
        ).toEqual([]);
    }
  });

  it('gives Christmas morning a Christmas record', () => {
    const first = ask({ situation: 'christmas morning', company: 'the kids' }, { hour: 8 })[0]
      ?.album;
    const christmas = [...(first?.genres ?? []), ...(first?.descriptors ?? [])].some((w) =>
      /christmas|holiday|carol/i.test(w),
    );
    expect(christmas, first?.title).toBe(true);
  });

  it('lets a named occasion outrank the company', () => {
    const church = ask({ situation: 'sunday church', company: 'my friends' })[0]?.album;
    expect(church?.descriptors.some((d) => /spiritual|religious|christian|choral/i.test(d))).toBe(
      true,
    );
  });
});

describe('breadth', () => {
  it('never gives one listener the same artist twice in a row', () => {
    for (const situation of ['doing the dishes', 'falling asleep', 'gym', 'dinner with friends']) {
      const first = ask({ situation })[0];
      const next = ask(
        { situation },
        { profile: { recommended: [{ albumId: first?.album.id ?? '' }] } },
      )[0];
      expect(next?.album.artist).not.toBe(first?.album.artist);
    }
  });

  it('answers different moments with different albums', () => {
    const moments = [
      'doing the dishes',
      'falling asleep',
      'gym',
      'dinner party',
      'studying',
      'road trip',
      'rainy sunday',
      'yoga',
      'first date',
      'breakup',
      'house party',
      'reading',
      'gardening',
      'cooking',
      'commute',
      'painting',
      'sunday brunch',
      'late night drive',
      'beach day',
      'camping',
    ];
    const firsts = moments.map((situation) => ask({ situation })[0]?.album.id);
    expect(new Set(firsts).size).toBeGreaterThanOrEqual(18);
  });
});
