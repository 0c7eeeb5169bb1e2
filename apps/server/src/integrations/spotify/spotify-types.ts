/** The parts of Spotify's objects the product reads (see the OpenAPI file for the rest). */
export interface SpotifyImage {
  url: string;
  height: number | null;
  width: number | null;
}

export interface SpotifyArtistRef {
  id: string;
  name: string;
  uri: string;
}

export interface SpotifyAlbumSummary {
  id: string;
  name: string;
  album_type: string;
  total_tracks: number;
  release_date: string;
  images: SpotifyImage[];
  artists: SpotifyArtistRef[];
  external_urls: { spotify?: string };
  uri: string;
}

export interface SpotifyTrackSummary {
  id: string;
  name: string;
  duration_ms: number;
  track_number: number;
  artists: SpotifyArtistRef[];
}

export interface SpotifyPaging<T> {
  href: string;
  items: T[];
  limit: number;
  next: string | null;
  offset: number;
  previous: string | null;
  total: number;
}

export interface SpotifyAlbum extends SpotifyAlbumSummary {
  tracks: SpotifyPaging<SpotifyTrackSummary>;
  /** Absent for development-mode apps. */
  popularity?: number;
  label?: string;
}

export interface SpotifySavedAlbum {
  added_at: string;
  album: SpotifyAlbum;
}

export interface SpotifyArtist extends SpotifyArtistRef {
  images?: SpotifyImage[];
  /** Absent for development-mode apps. */
  genres?: string[];
  popularity?: number;
}

export interface SpotifyPlayHistory {
  played_at: string;
  track: SpotifyTrackSummary & { album: SpotifyAlbumSummary };
}

export interface SpotifyRecentlyPlayed {
  items: SpotifyPlayHistory[];
  next: string | null;
  cursors: { after?: string; before?: string } | null;
  limit: number;
}

export interface SpotifyProfile {
  id: string;
  display_name: string | null;
  /** Only with user-read-email, and never for development-mode apps. */
  email?: string;
  images: SpotifyImage[];
  country?: string;
  product?: string;
}

export type TimeRange = 'short_term' | 'medium_term' | 'long_term';
