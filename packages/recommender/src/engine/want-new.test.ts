import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import type { ListenerProfile } from './listener-profile.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const engine = createEngine(TEST_CATALOG, loadBuiltInWordVectors());
const ids = (results: { album: { id: string } }[]) => results.map((r) => r.album.id);
const context = { situation: 'dancing at a house party', company: 'friends', mood: 'hyped' };

const profile: ListenerProfile = {
  albums: [
    { albumId: 'party1', saved: true },
    { albumId: 'party2', known: true },
    { albumId: 'calm1', rating: 8 },
  ],
  plays: [{ albumId: 'party3', playedAt: '2024-05-01T21:00:00Z' }],
  recommended: [{ albumId: 'kids1' }],
};

describe('wantNew', () => {
  it('yeah: nothing saved, played, marked known, rated or recommended before', () => {
    const results = engine.recommend({ context, wantNew: 'yeah', profile, top: 20 });
    expect(results.length).toBeGreaterThan(0);
    for (const id of ['party1', 'party2', 'party3', 'calm1', 'kids1'])
      expect(ids(results)).not.toContain(id);
  });

  it('without a profile, yeah may pick anything and the best party album wins', () => {
    const [first] = engine.recommend({ context, wantNew: 'yeah' });
    expect(first?.album.id).toMatch(/^party/);
  });

  it('nah: only familiar ground, the listener library and their artists', () => {
    const results = engine.recommend({
      context: { situation: 'falling asleep' },
      wantNew: 'nah',
      profile: { ...profile, topArtists: ['Streetlights'] },
      top: 20,
    });
    const familiar = ['party1', 'party2', 'party3', 'calm1', 'night2'];
    expect(ids(results).every((id) => familiar.includes(id))).toBe(true);
    expect(ids(results)[0]).toBe('calm1');
  });

  it('nah with no familiar albums falls back to the catalog and says so', () => {
    const [first] = engine.recommend({ context: { situation: 'falling asleep' }, wantNew: 'nah' });
    expect(first?.album.id).toMatch(/^calm/);
    // Nothing is known about this listener at all: the text does not pretend to have looked.
    expect(first?.explanation).toContain(
      "We don't know your music yet, so this one is a fresh pick.",
    );
    const [known] = engine.recommend({
      context: { situation: 'falling asleep' },
      wantNew: 'nah',
      profile: { albums: [{ albumId: 'rage1', rating: 2 }] },
    });
    expect(known?.explanation).toContain('Nothing you know fits this yet');
  });

  it('your_choice: familiar albums get a lift but new ones stay possible', () => {
    const blended = engine.recommend({ context, wantNew: 'your_choice', profile, top: 20 });
    const none = engine.recommend({ context, wantNew: 'your_choice', top: 20 });
    const rank = (list: typeof none, id: string) => ids(list).indexOf(id);
    expect(rank(blended, 'party1')).toBeLessThanOrEqual(rank(none, 'party1'));
    expect(blended.find((r) => r.album.id === 'party1')?.parts.familiarity).toBeGreaterThan(0);
    expect(ids(blended)).toContain('party3');
    expect(ids(blended).some((id) => !['party1', 'party2', 'party3', 'calm1'].includes(id))).toBe(
      true,
    );
  });

  it('an album rated 3 or lower is never picked again', () => {
    const results = engine.recommend({
      context,
      wantNew: 'your_choice',
      profile: { albums: [{ albumId: 'party1', rating: 2 }] },
      top: 20,
    });
    expect(ids(results)).not.toContain('party1');
  });
});
