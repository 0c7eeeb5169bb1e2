/** Spec: an album's length, when unknown, is its track count × 3.5 minutes. */
export const MINUTES_PER_UNKNOWN_TRACK = 3.5;

/** "42 min" or "1 h 12 min"; null when neither the length nor the track count is known. */
export function albumLength(durationMs: number | null, trackCount: number | null): string | null {
  const minutes =
    durationMs !== null
      ? Math.round(durationMs / 60_000)
      : trackCount
        ? Math.round(trackCount * MINUTES_PER_UNKNOWN_TRACK)
        : null;
  if (minutes === null) return null;
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** Spec: notes are cut at 50 characters on the dashboard. */
export const NOTES_PREVIEW = 50;

export const notesPreview = (notes: string) =>
  notes.length > NOTES_PREVIEW ? `${notes.slice(0, NOTES_PREVIEW).trimEnd()}…` : notes;

/** Spec: two tag chips per album, then "+N"; the tag 'saved' is never shown. */
export function visibleTags(tags: string[]): { shown: string[]; more: number } {
  const real = tags.filter((tag) => tag.toLowerCase() !== 'saved');
  return { shown: real.slice(0, 2), more: Math.max(0, real.length - 2) };
}
