import {
  PLACEHOLDER_LABEL,
  formatDuration,
  type ShownTrack,
  type TrackListSource,
} from '../utils/track-list.ts';

interface Props {
  tracks: ShownTrack[];
  source: TrackListSource;
  loading: boolean;
}

/**
 * Numbered tracks with durations; scrolls past 16 rem, or sooner when the space it is given is
 * smaller (the back of the cover on a phone). The placeholder says what it is.
 */
export function TrackList({ tracks, source, loading }: Props) {
  if (loading) return <p className="py-6 text-center text-sm text-mist-400">Loading tracks...</p>;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {source === 'placeholder' && (
        <p className="mb-1.5 rounded-xl bg-white/5 px-3 py-1.5 text-xs text-mist-300">
          {PLACEHOLDER_LABEL}
        </p>
      )}
      <ol
        aria-label={source === 'placeholder' ? PLACEHOLDER_LABEL : 'Tracklist'}
        tabIndex={0}
        className="max-h-64 min-h-0 flex-1 overflow-y-auto pr-1"
      >
        {tracks.map((track) => (
          <li
            key={`${track.number}-${track.name}`}
            className="flex items-baseline gap-3 border-b border-white/5 py-2 text-sm last:border-0"
          >
            <span className="w-6 shrink-0 text-right text-xs text-mist-500 tabular-nums">
              {track.number}.
            </span>
            <span className={source === 'placeholder' ? 'flex-1 text-mist-400' : 'flex-1'}>
              {track.name}
            </span>
            <span className="text-xs text-mist-400 tabular-nums">
              {track.durationMs === null ? '–:––' : formatDuration(track.durationMs)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
