/**
 * One album of a catalog. The public catalog format is JSON Lines, one album per line, with at
 * least `id`, `title`, `artist`, `year`, `genres` and `descriptors`; every other field is optional.
 */
export interface CatalogAlbum {
  /** Stable id; the built-in catalog uses `csv_<slug-or-hash>` (albums with no provider tracks). */
  id: string;
  title: string;
  /** Display credit, collaborations joined with ", ". */
  artist: string;
  /** Individual artist names when the credit names several. */
  artists?: string[];
  year: number | null;
  /** album, ep, mixtape, compilation, live, soundtrack … (lower case). */
  releaseType?: string;
  /** Primary genres first, then secondary genres. */
  genres: string[];
  /** How many of `genres` are primary (the rest are secondary). */
  primaryGenreCount?: number;
  /** Words and short phrases about mood and character ("male vocals", "melancholic"). */
  descriptors: string[];
  /** Average user rating normalised to 0–10, with its count, where a source has one. */
  rating?: { average: number; count: number };
  /** Critic score 0–100 where a source has one. */
  criticScore?: number;
  /** Its Billboard 200 run where a data set carries it: best position (1–200) and weeks on it. */
  chart?: { peak: number; weeks: number };
  /** Spotify album id (22 characters) where a data set carries it. */
  spotifyId?: string;
  /** Track titles in order, where a data set carries them (the built-in catalog does not). */
  tracks?: string[];
  /**
   * Ids this album was also known by: rows of the same album merged into this one. Anything that
   * refers to an alias (a stored rating, a give) means this album.
   */
  aliases?: string[];
}
