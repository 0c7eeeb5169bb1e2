import { useState } from 'react';
import { tagKey } from '@album-club/contracts/album-rules';
import { triggerAccountCreation } from '../../../lib/account-events.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { InteractionAlbum } from '../api/album-interactions.ts';
import { useRecordWrites } from './use-album-writes.ts';
import { useDebouncedSave } from './use-debounced-save.ts';
import { useSpotifyLibrary } from './use-spotify-library.ts';

/** Spec: tag saves wait 500 ms, the known flag 300 ms. */
export const TAG_DEBOUNCE_MS = 500;
export const KNOWN_DEBOUNCE_MS = 300;

const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((tag) => b.some((other) => tagKey(other) === tagKey(tag)));
const without = (tags: string[], others: string[]) =>
  tags.filter((tag) => !others.some((other) => tagKey(other) === tagKey(tag)));

/** What the listener says about the album on screen: known, tags, favourite, Spotify library. */
export function useAlbumRecord(
  album: InteractionAlbum,
  spotify: { albumId: string | null; connected: boolean; isAnonymous: boolean },
) {
  const [customTags, setCustomTags] = useState<string[]>([]);
  const writes = useRecordWrites(album);

  const known = useDebouncedSave<boolean | null>(
    null,
    KNOWN_DEBOUNCE_MS,
    (next) => writes.known.mutateAsync(next),
    () => toast.error('Failed to mark album as known/unknown'),
  );

  const tags = useDebouncedSave<string[]>(
    [],
    TAG_DEBOUNCE_MS,
    async (next, previous) => {
      const added = without(next, previous);
      const removed = without(previous, next);
      if (added.length > 0) await writes.tags.mutateAsync({ tags: added });
      if (removed.length > 0) await writes.tags.mutateAsync({ tags: removed, remove: true });
    },
    (attempted, previous) => {
      const added = without(attempted, previous);
      if (added.some((tag) => customTags.includes(tag))) toast.error('Failed to save custom tag');
      else {
        const changed = [...added, ...without(previous, attempted)];
        toast.error(`Failed to save tag: ${changed.join(', ')}`);
      }
    },
    sameTags,
  );

  // No pause to wait for: the debounced save only keeps quick taps in order.
  const favorite = useDebouncedSave<boolean>(
    false,
    0,
    (next) => writes.favorite.mutateAsync(next),
    () => toast.error('Failed to save favorite status'),
  );

  const library = useSpotifyLibrary(spotify.albumId, spotify.connected);

  return {
    known: known.value,
    /** Spec: choosing the same answer twice clears it. */
    answerKnown: (answer: boolean) => known.change(known.value === answer ? null : answer),
    tags: tags.value,
    customTags,
    /** Spec: choosing a tag twice clears it. */
    toggleTag: (tag: string) =>
      tags.change(
        tags.value.some((chosen) => tagKey(chosen) === tagKey(tag))
          ? without(tags.value, [tag])
          : [...tags.value, tag],
      ),
    addCustomTag(tag: string) {
      setCustomTags((current) => [...current, tag]);
      tags.change([...tags.value, tag]);
    },
    favorite: favorite.value,
    toggleFavorite: () => favorite.change(!favorite.value),
    /**
     * Spec (roles): the library is for signed-in listeners with Spotify; anonymous listeners
     * see it too, as the way to an account. Others have no Spotify library here.
     */
    libraryAvailable: spotify.isAnonymous || spotify.connected,
    saved: library.saved,
    savingToLibrary: library.busy,
    toggleSaved() {
      if (spotify.isAnonymous)
        return triggerAccountCreation('feature', {
          explicit: true,
          subtitle:
            'Saving to your library needs Spotify. Continue with Spotify and everything you have rated comes with you.',
        });
      library.toggle();
    },
  };
}
