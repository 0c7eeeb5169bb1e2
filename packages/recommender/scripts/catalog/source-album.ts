/** One album as one data set describes it, before the data sets are merged. */
export interface SourceAlbum {
  source: string;
  title: string;
  credit: string;
  /** Individual artist names when a data set lists them separately from the credit. */
  names?: string[];
  year: number | null;
  releaseType?: string;
  primaryGenres: string[];
  secondaryGenres: string[];
  descriptors: string[];
  /** RYM average on 0–10 (the charts use 0–5) with its count. */
  rymRating?: { average: number; count: number };
  /** Album of the Year user score on 0–10 with its count. */
  aotyRating?: { average: number; count: number };
  criticScore?: number;
  spotifyId?: string;
}
