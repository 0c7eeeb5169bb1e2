export interface ShownTrack {
  number: number;
  name: string;
  durationMs: number | null;
}

export type TrackListSource = 'spotify' | 'catalog' | 'placeholder';

/** Spec: when no track list exists, a fixed list of 13 tracks stands in, said to be one. */
export const PLACEHOLDER_TRACK_COUNT = 13;
export const PLACEHOLDER_LABEL = 'Track list not available — placeholder';

export const placeholderTracks = (): ShownTrack[] =>
  Array.from({ length: PLACEHOLDER_TRACK_COUNT }, (_, index) => ({
    number: index + 1,
    name: `Track ${index + 1}`,
    durationMs: null,
  }));

/** A catalog track list reads 'N. title'; the number is shown apart from the title. */
export function catalogTracks(trackList: readonly string[]): ShownTrack[] {
  return trackList.map((line, index) => {
    const match = /^(\d+)\.\s+(.*)$/.exec(line);
    return match
      ? { number: Number(match[1]), name: match[2] ?? line, durationMs: null }
      : { number: index + 1, name: line, durationMs: null };
  });
}

/** m:ss */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Spec: an album's length when unknown is its track count × 3.5 minutes. */
export function albumLength(
  durationMs: number | null,
  totalTracks: number | null,
): { minutes: number; estimated: boolean } | null {
  if (durationMs) return { minutes: Math.round(durationMs / 60_000), estimated: false };
  if (totalTracks) return { minutes: Math.round(totalTracks * 3.5), estimated: true };
  return null;
}
