import type { AlbumSuggestion } from '@album-club/contracts/gives';

const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The album named exactly as typed comes first, wherever the server found it (the listener's
 * library or the catalog); the other suggestions keep the server's order.
 */
export function exactFirst(
  suggestions: AlbumSuggestion[],
  title: string,
  artist: string,
): AlbumSuggestion[] {
  const wantedTitle = fold(title);
  const wantedArtist = fold(artist);
  const exactness = (suggestion: AlbumSuggestion) =>
    Number(wantedTitle !== '' && fold(suggestion.title) === wantedTitle) +
    Number(wantedArtist !== '' && fold(suggestion.artist) === wantedArtist);
  return suggestions
    .map((suggestion, order) => ({ suggestion, order, exact: exactness(suggestion) }))
    .sort((a, b) => b.exact - a.exact || a.order - b.order)
    .map(({ suggestion }) => suggestion);
}
