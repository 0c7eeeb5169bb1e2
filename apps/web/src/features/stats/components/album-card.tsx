import { useId } from 'react';
import { Clock } from 'lucide-react';
import type { DashboardAlbum } from '@album-club/contracts/stats';
import { RatingRing } from '../../../components/album/rating-ring.tsx';
import { clampRating, formatRating } from '../../../components/rating/rating-scale.ts';
import { relativeDate } from '../../../lib/relative-date.ts';
import { albumLength, notesPreview, visibleTags } from '../utils/album-length.ts';
import { SpotifyCover } from './spotify-cover.tsx';

interface Props {
  album: DashboardAlbum;
  onEdit: (album: DashboardAlbum) => void;
}

const ratingText = (rating: number) =>
  rating > 0 ? `Rated ${formatRating(clampRating(rating))} out of 10` : 'Not rated';

/**
 * One album of 'Recently Discovered' (spec: Album card). The cover opens the album on Spotify in
 * a new tab; the rest of the card opens the edit modal.
 *
 * The button's name stays short ('Edit … by …'), so its description points at the details shown
 * on it. The words only assistive tech hears sit in their own elements, never in one that also
 * holds a shown value, so each value is still found by its text alone.
 */
export function AlbumCard({ album, onEdit }: Props) {
  const { shown, more } = visibleTags(album.tags);
  const length = albumLength(album.durationMs, album.trackCount);
  const base = useId();
  const ids = {
    when: `${base}-when`,
    length: `${base}-length`,
    rating: `${base}-rating`,
    tags: `${base}-tags`,
    notes: `${base}-notes`,
  };
  const describedBy = [
    ids.when,
    length && ids.length,
    ids.rating,
    shown.length > 0 && ids.tags,
    album.notes && ids.notes,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className="flex items-center gap-3 rounded-2xl p-2 transition hover:bg-white/[0.04] sm:gap-4">
      <SpotifyCover
        album={album}
        className="size-16 shadow-lg shadow-black/30 sm:size-20"
        rounded="rounded-xl"
      />
      <button
        type="button"
        onClick={() => onEdit(album)}
        aria-label={`Edit ${album.title} by ${album.artist}`}
        aria-describedby={describedBy}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-mist-100">{album.title}</span>
          <span className="block truncate text-sm text-mist-300">{album.artist}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-mist-400">
            <span id={ids.when}>
              <span className="sr-only">Listened</span>{' '}
              <span>{relativeDate(new Date(album.listenedAt))}</span>
            </span>
            {length && (
              <span id={ids.length} className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-3" />
                {length}
              </span>
            )}
            {shown.length > 0 && (
              <span id={ids.tags} className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="sr-only">Tags:</span>{' '}
                {shown.map((tag, i) => (
                  <span key={tag} className="inline-flex">
                    {i > 0 && (
                      <>
                        <span className="sr-only">,</span>{' '}
                      </>
                    )}
                    <span className="rounded-full bg-violet-glow/15 px-2 py-0.5 text-violet-200">
                      {tag}
                    </span>
                  </span>
                ))}
                {more > 0 && (
                  <>
                    <span
                      aria-hidden
                      className="rounded-full bg-white/10 px-2 py-0.5 text-mist-300"
                    >
                      +{more}
                    </span>{' '}
                    <span className="sr-only">and {more} more</span>
                  </>
                )}
              </span>
            )}
          </span>
          {album.notes && (
            <span id={ids.notes} className="mt-1 line-clamp-2 block text-xs text-mist-400 italic">
              <span className="sr-only">Notes:</span> <span>“{notesPreview(album.notes)}”</span>
            </span>
          )}
        </span>
        <span id={ids.rating} className="sr-only">
          {ratingText(album.rating)}
        </span>
        <RatingRing rating={album.rating} className="shrink-0" />
      </button>
    </li>
  );
}
