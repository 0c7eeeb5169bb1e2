import { describe, expect, it } from 'vitest';
import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';

const album = (id: string, descriptors: string[], genres: string[]): CatalogAlbum => ({
  id,
  title: id,
  artist: `Artist ${id}`,
  year: 2010,
  genres,
  descriptors,
});

// Words no list in the engine names: only word vectors can place them.
const FOREIGN: CatalogAlbum[] = [
  album('lullabies', ['tranquil', 'hushed', 'serene'], ['lullaby']),
  album('stompers', ['rowdy', 'boisterous', 'raucous'], ['pub rock']),
  album('weepers', ['mournful', 'forlorn', 'tearjerking'], ['torch songs']),
  album('sweethearts', ['amorous', 'tender', 'sultry'], ['quiet storm']),
  album('frights', ['eerie', 'macabre', 'spooky'], ['horrorcore']),
  album('sunshine', ['breezy', 'sunkissed', 'carefree'], ['yacht rock']),
];

describe('a foreign catalog with unseen descriptor words', () => {
  const engine = createEngine(FOREIGN, loadBuiltInWordVectors());
  const first = (situation: string, mood = '') =>
    engine.recommend({ context: { situation, mood }, wantNew: 'yeah', top: 1 })[0]?.album.id;

  it.each([
    ['putting the baby to sleep', '', 'lullabies'],
    ['pub crawl with the lads', 'rowdy', 'stompers'],
    ['got my heart broken', 'crying my eyes out', 'weepers'],
    ['anniversary dinner', 'in love', 'sweethearts'],
    ['halloween night', 'creeped out', 'frights'],
    ['sailing on a sunny afternoon', 'carefree', 'sunshine'],
  ])('%s / %s → %s', (situation, mood, expected) => {
    expect(first(situation, mood)).toBe(expected);
  });

  it('explains with the catalog’s own words', () => {
    const [result] = engine.recommend({
      context: { situation: 'putting the baby to sleep' },
      wantNew: 'yeah',
      top: 1,
    });
    expect(result?.explanation).toMatch(/tranquil|hushed|serene/);
  });
});
