import { useMutation } from '@tanstack/react-query';
import type { EventType } from '@album-club/contracts/events';
import {
  favoriteAlbum,
  markAlbumKnown,
  rateAlbum,
  tagAlbum,
  updateNotes,
  type InteractionAlbum,
} from '../api/album-interactions.ts';
import { events } from '../api/event-queue.ts';

export interface RatingInput {
  rating: number;
  notes: string;
  tags: string[];
}

/*
 * Writes about the album on screen, one mutation each. The screen's debounced saves call
 * `mutateAsync`, so they keep their own order and see each failure.
 */

/** The listener's record of the album: known, tags, favourite. */
export function useRecordWrites(album: InteractionAlbum) {
  return {
    known: useMutation({ mutationFn: (known: boolean | null) => markAlbumKnown(album, known) }),
    tags: useMutation({
      mutationFn: ({ tags, remove = false }: { tags: string[]; remove?: boolean }) =>
        tagAlbum(album, tags, remove),
    }),
    favorite: useMutation({ mutationFn: (favorite: boolean) => favoriteAlbum(album, favorite) }),
  };
}

/** Notes as they are typed, and the rating, which carries the notes and tags with it. */
export function useRatingWrites(album: InteractionAlbum) {
  return {
    notes: useMutation({ mutationFn: (notes: string) => updateNotes(album, notes) }),
    // The tags go with the rating too, so one whose own save failed is kept with it.
    rating: useMutation({
      mutationFn: ({ rating, notes, tags }: RatingInput) => rateAlbum(album, rating, notes, tags),
    }),
  };
}

/** Logs what the listener does on this screen (spec telemetry: batched, failures ignored). */
export function useEventLog(listenerId: string) {
  return (eventType: EventType, eventData: Record<string, unknown>) =>
    events.log(listenerId, eventType, eventData);
}
