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

/**
 * Characters that show nothing or steer what others see: format characters (zero-width spaces,
 * direction marks and the bidi overrides U+202A–U+202E, U+2066–U+2069) and control characters,
 * but not the joiner that holds emoji sequences together, nor the line breaks and tabs that
 * read as a blank below.
 */
const UNSEEN = /(?![\u200D\t\n\v\f\r])[\p{Cf}\p{Cc}]/gu;
/** Every kind of blank, line breaks and the fillers that render as one included, reads as a space. */
const BLANKS = /[\p{Z}\s\u2800\u115F\u1160\u3164\uFFA0]+/gu;

/**
 * Text as one line others may see: nothing unseen, no control or direction override, trimmed,
 * inner blanks (CR/LF among them) collapsed to one space.
 */
export const oneLineText = (text: string) => text.replace(UNSEEN, '').replace(BLANKS, ' ').trim();

/** A tag as stored: one line of text. */
export const normaliseTag = oneLineText;

/** A name as stored (a listener's display name, an artist or album named in a give): one line. */
export const normaliseName = oneLineText;

/** Tags compare without regard to case: "Late Night" is already there when "late night" is. */
export const tagKey = (tag: string) => normaliseTag(tag).toLowerCase();

/** Ratings keep one decimal (the dial moves in 0.5 and 0.1 steps). */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;
