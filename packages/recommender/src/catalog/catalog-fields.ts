import type { CatalogAlbum } from './catalog-album.ts';

/** Says why a field was read differently or left out; the album itself is kept. */
export type NoteField = (message: string) => void;

/** Genre and descriptor words repeat across thousands of albums; each is kept once. */
export type Interner = (words: readonly string[]) => string[];

export function interner(): Interner {
  const words = new Map<string, string>();
  return (list) =>
    list.map((word) => {
      const kept = words.get(word);
      if (kept !== undefined) return kept;
      words.set(word, word);
      return word;
    });
}

/** A finite number, or a string that is one ("7.5", " 1971 "). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Non-empty text, trimmed; undefined for anything else. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * A list of words: an array (non-text items are dropped) or one text with comma-separated items
 * ("Jazz, Bossa Nova"). Absent reads as empty.
 */
const NONE: readonly string[] = Object.freeze([]);

export function wordList(value: unknown, key: string, note: NoteField): readonly string[] {
  if (value === undefined || value === null) return NONE;
  // The common case, kept cheap: a catalog is read at every start.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  if (Array.isArray(value)) {
    const words = value.map(textOf).filter((item): item is string => item !== undefined);
    if (words.length < value.length)
      note(`"${key}": ${value.length - words.length} items that are not text left out`);
    return words;
  }
  note(`"${key}" is not a list of words; left out`);
  return [];
}

export function yearOf(value: unknown, note: NoteField): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 2999)
    return value;
  const year = numberOf(value) ?? numberOf(/^\s*(\d{4})-\d\d(-\d\d)?\s*$/.exec(String(value))?.[1]);
  if (year !== undefined && Number.isInteger(year) && year >= 1000 && year <= 2999) return year;
  note(`"year" ${JSON.stringify(value)} is not a year; read as unknown`);
  return null;
}

const COUNT_KEYS = ['count', 'votes', 'ratingCount', 'rating_count', 'ratings', 'numRatings'];
const SCALE_KEYS = ['scale', 'ratingScale', 'rating_scale', 'outOf', 'max'];

function firstNumber(records: Record<string, unknown>[], keys: string[]): number | undefined {
  for (const record of records)
    for (const key of keys) {
      const value = numberOf(record[key]);
      if (value !== undefined) return value;
    }
  return undefined;
}

/**
 * `rating` is `{"average": 0–10, "count": n}`, or a plain number on 0–10 with its count beside it
 * (`"votes"`, `"ratingCount"`, …). Another scale must be named (`"ratingScale": 5` or 100, or
 * `"scale"` inside the object); a value outside its scale is left out.
 */
export function ratingOf(
  record: Record<string, unknown>,
  note: NoteField,
): CatalogAlbum['rating'] | undefined {
  const raw = record.rating;
  if (raw === undefined || raw === null) return undefined;
  const plain = raw as { average?: unknown; count?: unknown; scale?: unknown };
  if (
    typeof plain.average === 'number' &&
    typeof plain.count === 'number' &&
    plain.scale === undefined &&
    record.ratingScale === undefined &&
    plain.average >= 0 &&
    plain.average <= 10 &&
    plain.count >= 0
  )
    return { average: plain.average, count: plain.count };
  const inner =
    typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
  const average = inner ? numberOf(inner.average ?? inner.value ?? inner.score) : numberOf(raw);
  if (average === undefined) {
    note('"rating" has no readable average; left out');
    return undefined;
  }
  const places = inner ? [inner, record] : [record];
  const scale = firstNumber(places, SCALE_KEYS) ?? 10;
  if (![5, 10, 100].includes(scale) || average < 0 || average > scale) {
    note(`"rating" ${average} is not on a 0–${scale} scale; left out`);
    return undefined;
  }
  const count = firstNumber(places, COUNT_KEYS);
  return {
    average: Math.round(((average * 10) / scale) * 100) / 100,
    count: count !== undefined && count >= 0 ? Math.round(count) : 0,
  };
}
