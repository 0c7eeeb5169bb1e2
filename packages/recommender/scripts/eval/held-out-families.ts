import { DESCRIPTOR_FAMILIES, GENRE_FAMILIES } from './families.ts';

/**
 * Judgement families for the held-out split, in the built-in catalog's own words. Written with
 * the held-out moments, before the engine was changed, and never shown to the engine.
 */
export const HELD_OUT_DESCRIPTOR_FAMILIES: Record<string, string[]> = {
  ...DESCRIPTOR_FAMILIES,
  christmas: ['christmas', 'holiday', 'carol', 'winter', 'seasonal'],
  worship: ['spiritual', 'religious', 'christian', 'choral', 'hymn'],
  children: ["children's music", 'lullaby', 'nursery rhyme', 'playful', 'whimsical', 'childhood'],
  /** Wrong for grief, whatever else fits. */
  cheerful: ['happy', 'party', 'hedonistic', 'humorous', 'bouncy', 'quirky', 'playful'],
  adult: ['sexual', 'vulgar', 'drugs', 'violence', 'satanic'],
};

export const HELD_OUT_GENRE_FAMILIES: Record<string, string[]> = {
  ...GENRE_FAMILIES,
  classical: [...(GENRE_FAMILIES.classical ?? []), 'western classical music', 'baroque music'],
  christmas: ['christmas', 'holiday music'],
  gospel: ['gospel', 'spirituals', 'contemporary christian', 'ccm', 'worship'],
  blues: ['blues'],
  'k-pop': ['k-pop'],
  techno: ['techno'],
  'bossa nova': ['bossa nova', 'bossanova'],
  children: ["children's music", 'lullabies'],
  latin: ['latin', 'bolero', 'salsa', 'bossa nova', 'mpb', 'samba'],
  chanson: ['chanson', 'french pop'],
  'like radiohead': ['art rock', 'alternative rock', 'experimental rock', 'electronic'],
};
