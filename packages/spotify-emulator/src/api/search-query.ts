import { foldName } from '@album-club/recommender/text/fold-name';

export interface SearchQuery {
  album: string[];
  track: string[];
  artist: string[];
  year?: { from: number; to: number };
  text: string[];
}

/** Lower case, no accents, no punctuation: "Beyoncé – Lemonade!" → "beyonce lemonade". */
export const normalize = foldName;

function words(text: string): string[] {
  return normalize(text).split(' ').filter(Boolean);
}

/** Parses Spotify's `q`: free text plus `album:`, `artist:` and `year:` filters, values quoted or bare. */
export function parseSearchQuery(q: string): SearchQuery {
  const query: SearchQuery = { album: [], track: [], artist: [], text: [] };
  const pattern = /(\w+):(?:"([^"]*)"|(\S+))|"([^"]*)"|(\S+)/g;
  for (const match of q.matchAll(pattern)) {
    const [, field, quoted, bare, phrase, word] = match;
    const value = quoted ?? bare ?? '';
    if (field === 'album') query.album.push(...words(value));
    else if (field === 'track') query.track.push(...words(value));
    else if (field === 'artist') query.artist.push(...words(value));
    else if (field === 'year') {
      const range = /^(\d{4})(?:-(\d{4}))?$/.exec(value);
      if (range) query.year = { from: Number(range[1]), to: Number(range[2] ?? range[1]) };
    } else if (field) query.text.push(...words(`${field} ${value}`));
    else query.text.push(...words(phrase ?? word ?? ''));
  }
  return query;
}
