import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import { isAdultAlbum } from './family-safety.ts';
import type { RecommendInput } from './recommend-input.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const metal = {
  id: 'metal1',
  title: 'Frozen Throne',
  artist: 'Grim Hall',
  year: 1994,
  genres: ['Atmospheric Black Metal'],
  descriptors: ['cold', 'atmospheric', 'raw', 'hypnotic'],
  rating: { average: 8, count: 5000 },
};
const engine = createEngine([...TEST_CATALOG, metal], loadBuiltInWordVectors());
// The listener loves it and tagged it for parties.
const profile = { albums: [{ albumId: 'metal1', rating: 10, favourite: true, tags: ['party'] }] };
const pick = (input: Partial<RecommendInput>) =>
  engine.recommend({ context: { situation: 'party' }, wantNew: 'nah', top: 5, profile, ...input });

describe('family company rules out adult records', () => {
  it('knows an adult record by its descriptors or its genre', () => {
    expect(isAdultAlbum(metal)).toBe(true);
    expect(isAdultAlbum({ ...metal, genres: ['Pop'], descriptors: ['satanic'] })).toBe(true);
    expect(isAdultAlbum({ ...metal, genres: ['Indie Pop'], descriptors: ['happy'] })).toBe(false);
  });

  it('knows the warnings in the words other catalogs use', () => {
    for (const warning of ['Explicit', 'steamy', 'raunchy', 'druggy', 'violent']) {
      expect(isAdultAlbum({ ...metal, genres: ['R&B'], descriptors: ['smooth', warning] })).toBe(
        true,
      );
    }
  });

  it('lets the listener’s own tag win at their own party', () => {
    expect(pick({})[0]?.album.id).toBe('metal1');
  });

  it('never picks it for a children’s party, however it was rated and tagged', () => {
    for (const context of [
      { situation: "my kid's birthday party" },
      { situation: 'party', company: 'the kids' },
      { situation: 'cooking dinner', company: 'my grandma' },
      { situation: 'bath time', company: 'my newborn' },
      { situation: 'party', company: 'mes enfants' },
    ]) {
      for (const wantNew of ['nah', 'yeah', 'your_choice'] as const) {
        const results = pick({ context, wantNew });
        expect(results.length).toBeGreaterThan(0);
        expect(results.map((result) => result.album.id)).not.toContain('metal1');
      }
    }
  });
});
