/** Where to find an album on Spotify when no Spotify album is known for it: a search. */
export const spotifySearchUrl = (title: string, artist: string) =>
  `https://open.spotify.com/search/${encodeURIComponent(`${title} ${artist}`.trim())}`;
