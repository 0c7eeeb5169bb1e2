import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import type { ListenerProfile } from '../../src/engine/listener-profile.ts';
import type { RecommendInput, WantNew } from '../../src/engine/recommend-input.ts';
import { variety } from '../../src/engine/seeded-variety.ts';
import { DEV_SET } from '../eval/dev-set.ts';

/** A listener with a real-sized history: ratings, tags, saves, plays and past recommendations. */
function listener(catalog: readonly CatalogAlbum[], seed: number): ListenerProfile {
  const pick = (k: number) =>
    catalog[Math.floor(variety(seed, k) * catalog.length)] as CatalogAlbum;
  const tags = ['late night', 'driving', 'focus', 'chill', 'party', 'morning'];
  return {
    topArtists: Array.from({ length: 20 }, (_, k) => pick(k).artist),
    albums: Array.from({ length: 120 }, (_, k) => ({
      albumId: pick(100 + k).id,
      saved: k % 2 === 0,
      rating: k % 3 === 0 ? 1 + Math.floor(variety(seed, 500 + k) * 10) : null,
      tags: k % 4 === 0 ? [tags[k % tags.length] as string] : [],
      favourite: k % 10 === 0,
    })),
    plays: Array.from({ length: 300 }, (_, k) => ({
      albumId: pick(1000 + (k % 80)).id,
      playedAt: Date.UTC(2024, 0, 1 + (k % 28), k % 24),
    })),
    recommended: Array.from({ length: 80 }, (_, k) => ({ albumId: pick(2000 + k).id })),
  };
}

/** Every development moment, at its hour, half of them for a listener with history. */
export function benchRequests(catalog: readonly CatalogAlbum[]): RecommendInput[] {
  const wants: WantNew[] = ['yeah', 'nah', 'your_choice'];
  return DEV_SET.map((testCase, i) => ({
    context: testCase.context,
    hour: testCase.hour,
    wantNew: wants[i % 3] as WantNew,
    top: 10,
    seed: i,
    profile: i % 2 === 0 ? listener(catalog, i) : undefined,
  }));
}
