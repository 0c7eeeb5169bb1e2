import { useEffect, useState } from 'react';
import type { AlbumSuggestion } from '@album-club/contracts/gives';
import { exactFirst } from '../api/exact-first.ts';
import { getAlbumSuggestions } from '../api/gives-api.ts';

const PAUSE_MS = 200;

/**
 * Albums from the catalog and the giver's library that match what is typed, asked once typing
 * pauses; an answer that arrives after newer typing is dropped. Failures just mean no matches.
 */
export function useAlbumSuggestions(title: string, artist: string, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<AlbumSuggestion[]>([]);
  const query = enabled && title.trim().length + artist.trim().length >= 2;
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getAlbumSuggestions(title.trim(), artist.trim(), controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setSuggestions(exactFirst(found, title, artist));
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [title, artist, query]);
  return query ? suggestions : [];
}
