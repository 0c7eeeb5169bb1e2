import { describe, expect, it } from 'vitest';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';

const engine = createBuiltInEngine();
const catalog = loadBuiltInCatalog();
const byId = (id: string) => catalog.findIndex((album) => album.id === id);
/** The first album of that title: the catalog lists the best known first. */
const at = (title: string) => catalog.findIndex((album) => album.title === title);

/** How alike two albums are in the engine's own album space (cosine). */
function likeness(a: number, b: number): number {
  const { dims, data } = engine.albumVectors;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < dims; d += 1) {
    const x = data[a * dims + d] as number;
    const y = data[b * dims + d] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return dot / Math.sqrt(na * nb);
}

describe('"sits close to" names only albums that are truly alike', () => {
  const rated = [
    'Thriller',
    'Blue',
    'Kind of Blue',
    'Reign in Blood',
    'Ambient 1: Music for Airports',
    'Madvillainy',
    'Rumours',
    'OK Computer',
  ];
  const profile = {
    albums: rated.map((title) => ({ albumId: catalog[at(title)]?.id ?? title, rating: 9 })),
  };

  it('across varied moments, every album named as close is close to the pick', () => {
    let claims = 0;
    for (const situation of [
      'late night drive',
      'cleaning the house',
      'studying',
      'party',
      'rainy sunday',
      'workout',
      'dinner with friends',
      'sad breakup',
      'morning coffee',
      'road trip',
    ]) {
      for (const result of engine.recommend({
        context: { situation },
        wantNew: 'yeah',
        top: 5,
        seed: 1,
        profile,
      })) {
        const named =
          result.explanation.match(/You gave (.+?) 9\/10/)?.[1] ??
          result.explanation.match(/close to (.+?), which/)?.[1];
        if (!named) continue;
        claims += 1;
        expect(result.parts.taste).toBeGreaterThanOrEqual(0.04);
        const namedAlbum = profile.albums.find(
          (album) => catalog[byId(album.albumId)]?.title === named,
        );
        expect(likeness(byId(result.album.id), byId(namedAlbum?.albumId ?? ''))).toBeGreaterThan(
          0.45,
        );
      }
    }
    expect(claims).toBeGreaterThan(0);
  });
});
