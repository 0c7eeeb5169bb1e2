import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { artistKey } from '../text/name-key.ts';
import { buildAlbumIndex } from './album-index.ts';
import { createEngine } from './create-engine.ts';
import { readListener } from './listener-signals.ts';
import { buildTermTable } from './term-table.ts';
import type { RecommendInput } from './recommend-input.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const engine = createEngine(TEST_CATALOG, loadBuiltInWordVectors());
const base: RecommendInput = { context: { situation: 'reading a book' }, wantNew: 'yeah', top: 20 };
const partOf = (input: RecommendInput, id: string) =>
  engine.recommend(input).find((r) => r.album.id === id);
const rankOf = (input: RecommendInput, id: string) =>
  engine.recommend(input).findIndex((r) => r.album.id === id);

describe('ratings and tags teach the engine', () => {
  const lovedLateNight = { albums: [{ albumId: 'night1', rating: 9, tags: ['late night'] }] };

  it('an album rated 9 and tagged "late night" pulls similar albums up late at night', () => {
    const late = { ...base, hour: 2, profile: lovedLateNight };
    expect(partOf(late, 'night3')?.parts.taste).toBeGreaterThan(0.05);
    expect(rankOf(late, 'night3')).toBeLessThan(rankOf({ ...base, hour: 2 }, 'night3'));
  });

  it('the same tag pulls harder late at night than in the morning', () => {
    const late = partOf({ ...base, hour: 2, profile: lovedLateNight }, 'night3')?.parts.taste ?? 0;
    const morning =
      partOf({ ...base, hour: 9, profile: lovedLateNight }, 'night3')?.parts.taste ?? 0;
    expect(late).toBeGreaterThan(morning * 1.5);
  });

  it('an album rated 2 pushes similar albums away', () => {
    const disliked = { ...base, hour: 2, profile: { albums: [{ albumId: 'night1', rating: 2 }] } };
    expect(partOf(disliked, 'night3')?.parts.taste).toBeLessThan(0);
    expect(rankOf(disliked, 'night3')).toBeGreaterThan(rankOf({ ...base, hour: 2 }, 'night3'));
  });

  it('the explanation names the rating and the tag that drove the pick', () => {
    const pulled = partOf({ ...base, hour: 2, profile: lovedLateNight }, 'night3');
    expect(pulled?.explanation).toContain('You gave Album night1 9/10 and tagged it late night');
    const plain = partOf({ ...base, hour: 2 }, 'night3');
    expect(plain?.explanation).not.toContain('9/10');
  });

  it('a tag that fits the moment brings the tagged album back under nah', () => {
    const [first] = engine.recommend({
      context: { situation: 'driving' },
      wantNew: 'nah',
      profile: {
        albums: [
          { albumId: 'calm3', rating: 7, tags: ['driving'] },
          { albumId: 'party1', rating: 7 },
        ],
      },
    });
    expect(first?.album.id).toBe('calm3');
    expect(first?.explanation).toContain('You tagged it “driving” and gave it 7/10');
  });

  it('an artist known only from a disliked album is no reason to pick them again', () => {
    const vectors = loadBuiltInWordVectors();
    const index = buildAlbumIndex(
      TEST_CATALOG,
      buildTermTable(TEST_CATALOG, vectors),
      vectors.dims,
    );
    const artist = index.artistIdByKey.get(artistKey('After Hours'));
    const artistsOf = (rating: number) =>
      readListener(index, { albums: [{ albumId: 'night1', rating }] }).artists;
    expect(artistsOf(9).has(artist ?? -1)).toBe(true);
    expect(artistsOf(2).has(artist ?? -1)).toBe(false);
  });
});
