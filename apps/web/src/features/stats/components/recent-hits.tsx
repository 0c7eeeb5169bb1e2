import { Trophy } from 'lucide-react';
import type { DashboardAlbum } from '@album-club/contracts/stats';
import { formatRating } from '../../../components/rating/rating-scale.ts';
import { SectionCard } from './section-card.tsx';
import { SpotifyCover } from './spotify-cover.tsx';

/** Spec: hits need at least 5 rated albums. */
const RATED_NEEDED = 5;

/** Spec: 'Recent Hits' — albums rated 8 or more, best first. */
export function RecentHits({
  hits,
  ratedAlbums,
  onEdit,
}: {
  hits: DashboardAlbum[];
  ratedAlbums: number;
  onEdit: (album: DashboardAlbum) => void;
}) {
  const missing = RATED_NEEDED - ratedAlbums;
  return (
    <SectionCard title="Recent Hits">
      {missing > 0 ? (
        <p className="text-sm text-mist-400">
          Rate {missing} more {missing === 1 ? 'album' : 'albums'} to see your hits here.
        </p>
      ) : hits.length === 0 ? (
        <p className="text-sm text-mist-400">Albums you rate 8 or more show up here.</p>
      ) : (
        <ol className="-mx-2 flex flex-col gap-1">
          {hits.map((hit) => (
            <li
              key={hit.id}
              className="flex items-center gap-3 rounded-2xl p-2 transition hover:bg-white/[0.04]"
            >
              <SpotifyCover album={hit} className="size-11" rounded="rounded-lg" />
              <button
                type="button"
                onClick={() => onEdit(hit)}
                aria-label={`Edit ${hit.title} by ${hit.artist}, rated ${formatRating(hit.rating)}`}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-xl text-left"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-mist-100">
                    {hit.title}
                  </span>
                  <span className="block truncate text-xs text-mist-400">{hit.artist}</span>
                </span>
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-300/15 px-2.5 py-1 text-sm font-semibold text-amber-200 tabular-nums">
                  <Trophy aria-hidden className="size-3.5" />
                  {formatRating(hit.rating)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
