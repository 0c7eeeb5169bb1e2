import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import { lookups } from './album-lookups.ts';
import { TEST_CATALOG } from './test-catalog.ts';

// Rows merged into one album keep their old ids as aliases; what was stored under them still counts.
const catalog = TEST_CATALOG.map((album) =>
  album.id === 'party1' ? { ...album, aliases: ['party1-old', 'calm1'] } : album,
);

describe('album aliases', () => {
  it('find the album an alias names, and never take the place of an album id', () => {
    const { byId } = lookups(catalog);
    const party1 = catalog.findIndex((album) => album.id === 'party1');
    expect(byId.get('party1-old')).toBe(party1);
    expect(byId.get('calm1')).toBe(catalog.findIndex((album) => album.id === 'calm1'));
  });

  it('a record stored under an alias counts as the listener knowing the album', () => {
    const engine = createEngine(catalog, loadBuiltInWordVectors());
    const context = { situation: 'dancing at a house party', company: 'friends', mood: 'hyped' };
    const fresh = engine.recommend({ context, wantNew: 'yeah', top: 20 });
    expect(fresh.map((r) => r.album.id)).toContain('party1');
    const results = engine.recommend({
      context,
      wantNew: 'yeah',
      profile: { albums: [{ albumId: 'party1-old', saved: true }] },
      top: 20,
    });
    expect(results.map((r) => r.album.id)).not.toContain('party1');
  });
});
