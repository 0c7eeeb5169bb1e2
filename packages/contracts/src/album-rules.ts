/*
 * Rules both sides apply to a listener's album records (spec: validation rules, business
 * constants). Kept free of the schema library so the web app can import them cheaply.
 */

/** Spec: notes hard limit 140 characters; the counter turns to a warning above 120. */
export const NOTES_MAX_LENGTH = 140;
export const NOTES_WARN_ABOVE = 120;

/** Longest tag a listener may write, and how many tags one album may carry. */
export const TAG_MAX_LENGTH = 40;
export const TAGS_PER_ALBUM_MAX = 30;

/** Spec: preset tags ('Perfect for:' chips). */
export const PRESET_TAGS = [
  'driving',
  'working',
  'relaxing',
  'party',
  'late night',
  'morning',
  'workout',
  'focus',
  'chill',
  'energetic',
] as const;

export const RATING_MIN = 0;
export const RATING_MAX = 10;

/** A tag as stored: trimmed, inner whitespace collapsed. */
export const normaliseTag = (tag: string) => tag.trim().replace(/\s+/g, ' ');

/** Tags compare without regard to case: "Late Night" is already there when "late night" is. */
export const tagKey = (tag: string) => normaliseTag(tag).toLowerCase();

/** Ratings keep one decimal (the dial moves in 0.5 and 0.1 steps). */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;
