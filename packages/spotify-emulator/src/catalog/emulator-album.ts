/** The emulator's own record of an album; serializers turn it into Spotify's shapes. */
export interface EmulatorAlbum {
  id: string;
  catalogId: string;
  name: string;
  artists: EmulatorArtist[];
  albumType: 'album' | 'single' | 'compilation';
  /** `YYYY`, or `0000` where the catalog does not know the year (Spotify does the same). */
  releaseDate: string;
  year: number | null;
  genres: string[];
  label: string;
  popularity: number;
  upc: string;
  trackCount: number;
}

export interface EmulatorArtist {
  id: string;
  name: string;
}

export interface EmulatorTrack {
  id: string;
  albumId: string;
  name: string;
  trackNumber: number;
  durationMs: number;
  explicit: boolean;
  isrc: string;
}
