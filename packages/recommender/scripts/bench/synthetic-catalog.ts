import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { variety } from '../../src/engine/seeded-variety.ts';

/**
 * A catalog of `size` albums: the real ones first, then variants of them with shuffled,
 * thinned and borrowed descriptors and genres, so the vocabulary and its spread stay realistic.
 */
export function scaleCatalog(real: readonly CatalogAlbum[], size: number): CatalogAlbum[] {
  if (size <= real.length) return real.slice(0, size);
  const out = real.slice();
  for (let i = real.length; i < size; i += 1) {
    const base = real[i % real.length] as CatalogAlbum;
    const donor = real[Math.floor(variety(i, 1) * real.length)] as CatalogAlbum;
    const copy = Math.floor(i / real.length);
    const descriptors = base.descriptors.filter((_, k) => variety(i, k + 10) > 0.2);
    const borrowed = donor.descriptors[0];
    if (borrowed && !descriptors.includes(borrowed))
      descriptors.splice(Math.floor(variety(i, 2) * descriptors.length), 0, borrowed);
    out.push({
      ...base,
      id: `${base.id}-v${copy}`,
      title: `${base.title} (variant ${copy})`,
      artist: `${base.artist} ${copy}`,
      artists: undefined,
      descriptors,
      genres:
        variety(i, 3) > 0.7 && donor.genres[0]
          ? [...base.genres.slice(0, 2), donor.genres[0]]
          : base.genres,
      rating: base.rating
        ? { average: base.rating.average, count: Math.floor(base.rating.count * variety(i, 4)) }
        : undefined,
      spotifyId: undefined,
    });
  }
  return out;
}
