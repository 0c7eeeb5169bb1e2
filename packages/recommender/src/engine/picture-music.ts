import type { EngineCore } from './engine-core.ts';
import type { Understanding } from './understanding.ts';

/** Music made for pictures, by the genre an album lists first. */
const PICTURE_GENRES = new Set([
  'film score',
  'film soundtrack',
  'video game music',
  'television music',
]);
/** Moments where music made for pictures is part of what the listener is doing. */
const PICTURE_MOMENTS = ['gaming'];
/**
 * A score is written to sit under a scene: for a dinner, a workout or a drive a record made to be
 * listened to fits better at the same likeness, so picture music counts this much of its fit.
 */
const PICTURE_SHARE = 0.85;

const pictureAlbums = new WeakMap<EngineCore['index'], Int32Array>();

function albumsForPictures(index: EngineCore['index']): Int32Array {
  let albums = pictureAlbums.get(index);
  if (!albums) {
    const found: number[] = [];
    index.albums.forEach((album, a) => {
      if (PICTURE_GENRES.has((album.genres[0] ?? '').toLowerCase())) found.push(a);
    });
    albums = Int32Array.from(found);
    pictureAlbums.set(index, albums);
  }
  return albums;
}

/** Lowers the fit of music made for pictures unless the moment is a game or a film; true if it did. */
export function discountPictureMusic(
  core: EngineCore,
  understanding: Understanding,
  fit: Float32Array,
): boolean {
  if (PICTURE_MOMENTS.some((id) => (understanding.moments.get(id) ?? 0) > 0)) return false;
  const albums = albumsForPictures(core.index);
  for (const a of albums) fit[a] = (fit[a] as number) * PICTURE_SHARE;
  return albums.length > 0;
}
