/**
 * What the engine may know about a listener. Every list is optional; the server adapts its rows
 * to these shapes. Albums are referred to by catalog id (`csv_…`) or Spotify album id; a title and
 * artist let the engine match albums the catalog knows under another id.
 */
export interface AlbumRef {
  albumId: string;
  title?: string;
  artist?: string;
}

/** One album in the listener's own records (the stored user-album row). */
export interface ListenerAlbum extends AlbumRef {
  /** In the listener's streaming library. */
  saved?: boolean;
  /** 0–10; 0 or null means not rated. */
  rating?: number | null;
  /** "Perfect for" tags the listener gave it: "late night", "driving", custom ones. */
  tags?: string[];
  favourite?: boolean;
  /** true = marked known, false = marked unknown, absent = never said. */
  known?: boolean | null;
}

export interface AlbumPlay extends AlbumRef {
  /** ISO 8601 time or epoch milliseconds. */
  playedAt: string | number;
}

export interface ListenerProfile {
  /** Artist names, most listened first. */
  topArtists?: string[];
  albums?: ListenerAlbum[];
  plays?: AlbumPlay[];
  /** Albums recommended to this listener before, oldest first. */
  recommended?: AlbumRef[];
  /** The listener's offset from UTC in minutes, to read play times as local hours (default 0). */
  utcOffsetMinutes?: number;
}

/** Club members gave an album for a situation ("Rainy Day"), this many times. */
export interface CommunityGive {
  albumId: string;
  situation: string;
  count: number;
}
