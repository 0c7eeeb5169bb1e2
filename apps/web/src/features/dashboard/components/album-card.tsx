import { Clock } from 'lucide-react';
import type { DashboardAlbum } from '@album-club/contracts/stats';
import { RatingRing } from '../../../components/album/rating-ring.tsx';
import { relativeDate } from '../../../lib/relative-date.ts';
import { albumLength, notesPreview, visibleTags } from '../api/album-length.ts';
import { SpotifyCover } from './spotify-cover.tsx';

interface Props {
  album: DashboardAlbum;
  onEdit: (album: DashboardAlbum) => void;
}

/**
 * One album of 'Recently Discovered' (spec: Album card). The cover opens the album on Spotify in
 * a new tab; the rest of the card opens the edit modal.
 */
export function AlbumCard({ album, onEdit }: Props) {
  const { shown, more } = visibleTags(album.tags);
  const length = albumLength(album.durationMs, album.trackCount);
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
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-mist-100">{album.title}</span>
          <span className="block truncate text-sm text-mist-300">{album.artist}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-mist-400">
            <span>{relativeDate(new Date(album.listenedAt))}</span>
            {length && (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-3" />
                {length}
              </span>
            )}
            {shown.map((tag) => (
              <span
                key={tag}
                className="rounded-full bg-violet-glow/15 px-2 py-0.5 text-violet-200"
              >
                {tag}
              </span>
            ))}
            {more > 0 && (
              <span className="rounded-full bg-white/10 px-2 py-0.5 text-mist-300">+{more}</span>
            )}
          </span>
          {album.notes && (
            <span className="mt-1 line-clamp-2 block text-xs text-mist-400 italic">
              “{notesPreview(album.notes)}”
            </span>
          )}
        </span>
        <RatingRing rating={album.rating} className="shrink-0" />
      </button>
    </li>
  );
}
