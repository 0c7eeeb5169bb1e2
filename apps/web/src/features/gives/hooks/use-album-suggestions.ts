import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AlbumSuggestion } from '@album-club/contracts/gives';
import { albumSuggestionsQueryOptions } from '../api/give-queries.ts';

/**
 * Albums matching what is typed (see the query). What was suggested last stays until the answer
 * for the newest words arrives; a failure shows none.
 */
export function useAlbumSuggestions(
  title: string,
  artist: string,
  enabled: boolean,
): AlbumSuggestion[] {
  const words = { title: title.trim(), artist: artist.trim() };
  const wanted = enabled && words.title.length + words.artist.length >= 2;
  const query = useQuery({
    ...albumSuggestionsQueryOptions(words.title, words.artist),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  return wanted ? (query.data ?? []) : [];
}
