import type { EngineCore } from './engine-core.ts';
import type { Understanding } from './understanding.ts';

/** Music made for pictures, by the genre an album lists first. */
const PICTURE_GENRES = new Set([
  'film score',
  'film soundtrack',
  'video game music',
  'television music',
]);
/** Records of talk rather than music: a monologue asks for the listener's whole attention. */
const SPOKEN_GENRES = new Set(['spoken word', 'stand-up comedy', 'poetry', 'audiobook']);
/** Moments where music made for pictures is part of what the listener is doing. */
const PICTURE_MOMENTS = ['gaming'];
/**
 * A score is written to sit under a scene: for a dinner, a workout or a drive a record made to be
 * listened to fits better at the same likeness, so picture music counts this much of its fit.
 */
const PICTURE_SHARE = 0.85;
/** A spoken record fits a moment far less than its words suggest (unless asked for outright). */
const SPOKEN_SHARE = 0.6;

const madeForOther = new WeakMap<
  EngineCore['index'],
  { pictures: Int32Array; spoken: Int32Array }
>();

function albumsMadeForOther(index: EngineCore['index']) {
  let albums = madeForOther.get(index);
  if (!albums) {
    const pictures: number[] = [];
    const spoken: number[] = [];
    index.albums.forEach((album, a) => {
      const first = (album.genres[0] ?? '').toLowerCase();
      if (PICTURE_GENRES.has(first)) pictures.push(a);
      else if (SPOKEN_GENRES.has(first)) spoken.push(a);
    });
    albums = { pictures: Int32Array.from(pictures), spoken: Int32Array.from(spoken) };
    madeForOther.set(index, albums);
  }
  return albums;
}

/**
 * Lowers the fit of music made for pictures (unless the moment is a game) and of spoken records;
 * true if it did.
 */
export function discountPicturesAndTalk(
  core: EngineCore,
  understanding: Understanding,
  fit: Float32Array,
): boolean {
  const { pictures, spoken } = albumsMadeForOther(core.index);
  for (const a of spoken) fit[a] = (fit[a] as number) * SPOKEN_SHARE;
  if (PICTURE_MOMENTS.some((id) => (understanding.moments.get(id) ?? 0) > 0))
    return spoken.length > 0;
  for (const a of pictures) fit[a] = (fit[a] as number) * PICTURE_SHARE;
  return pictures.length + spoken.length > 0;
}
