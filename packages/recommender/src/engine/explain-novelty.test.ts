import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import type { ListenerProfile } from './listener-profile.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const NEW = /new to you|haven't saved, played or rated it/;
const vectors = loadBuiltInWordVectors();
const engine = createEngine(TEST_CATALOG, vectors);
const asleep = (profile: ListenerProfile | undefined, top = 3) =>
  engine.recommend({ context: { situation: 'falling asleep' }, wantNew: 'yeah', profile, top });

describe('"new to you" only when the album is new to this listener', () => {
  it('is said when their records were checked and do not name it', () => {
    const [pick] = asleep({ albums: [{ albumId: 'party1', saved: true }] }, 1);
    expect(pick?.explanation).toMatch(NEW);
  });

  it('is said of an album they marked as one they do not know', () => {
    const results = asleep({ albums: [{ albumId: 'calm1', known: false }] }, 10);
    const calm1 = results.find((r) => r.album.id === 'calm1');
    expect(calm1).toBeDefined();
    expect(calm1?.explanation).toMatch(NEW);
  });

  it('is never said when there is nothing to check it against', () => {
    for (const profile of [undefined, {}, { topArtists: ['Still Water'] }]) {
      for (const result of asleep(profile)) expect(result.explanation).not.toMatch(NEW);
    }
  });

  it('is not said of an album they saved under another id or edition', () => {
    const catalog = [
      ...TEST_CATALOG,
      { ...(TEST_CATALOG[0] as (typeof TEST_CATALOG)[number]), id: 'calm1-reissue' },
    ];
    const twin = createEngine(catalog, vectors);
    const results = twin.recommend({
      context: { situation: 'falling asleep' },
      wantNew: 'yeah',
      profile: {
        albums: [
          { albumId: 'calm1', saved: true },
          {
            albumId: 'spotify:x',
            title: 'Album calm2 - 2011 Remastered Edition',
            artist: 'Slow Tide',
          },
        ],
      },
      top: 10,
    });
    const reissue = results.find((r) => r.album.id === 'calm1-reissue');
    expect(reissue).toBeDefined();
    expect(reissue?.explanation).not.toMatch(NEW);
    for (const result of results.filter((r) => r.album.title === 'Album calm2'))
      expect(result.explanation).not.toMatch(NEW);
  });

  it('is not said of a famous album to a listener whose library holds thousands', () => {
    const albums = Array.from({ length: 2000 }, (_, i) => ({
      albumId: `spotify:${i}`,
      title: `Saved ${i}`,
      artist: `Artist ${i}`,
      saved: true,
    }));
    const famous = engine.recommend({
      context: { situation: 'falling asleep' },
      wantNew: 'yeah',
      profile: { albums: [...albums, { albumId: 'party1', saved: true }] },
      top: 3,
    });
    // Every album of the test catalog is among its most rated.
    for (const result of famous) expect(result.explanation).not.toMatch(NEW);
  });
});
