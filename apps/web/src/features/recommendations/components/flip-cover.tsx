import { useEffect, useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Info, Play, RotateCcw } from 'lucide-react';
import type { RecommendedAlbum } from '@album-club/contracts/recommendations';
import { AlbumCover } from '../../../components/album/album-cover.tsx';
import { cn } from '../../../lib/cn.ts';
import { albumLength, type ShownTrack, type TrackListSource } from '../utils/track-list.ts';
import { TrackList } from './track-list.tsx';

interface Props {
  album: RecommendedAlbum;
  artists: string;
  tracks: { tracks: ShownTrack[]; source: TrackListSource; loading: boolean };
  /** Reveal stage: 1 shows the short line on the cover, 2 the hint to turn it over. */
  stage: number;
  onPlay?: () => void;
}

const WHY_FALLBACK =
  'This album fits what you told us about your moment. Give it a spin and tell us how it lands.';

/** The cover, which turns over to show the album's details, why it was picked and its tracks. */
export function FlipCover({ album, artists, tracks, stage, onPlay }: Props) {
  const [flipped, setFlipped] = useState(false);
  const turnedByListener = useRef(false);
  const whyButton = useRef<HTMLButtonElement>(null);
  const coverButton = useRef<HTMLButtonElement>(null);
  const turn = (toBack: boolean) => {
    turnedByListener.current = true;
    setFlipped(toBack);
  };
  // The face just left becomes inert and drops focus; keyboard users carry on from the other side.
  useEffect(() => {
    if (!turnedByListener.current) return;
    (flipped ? coverButton : whyButton).current?.focus();
  }, [flipped]);
  const spotifyLength =
    tracks.source === 'spotify'
      ? tracks.tracks.reduce((sum, track) => sum + (track.durationMs ?? 0), 0)
      : null;
  const length = albumLength(spotifyLength || album.duration_ms, album.total_tracks);
  const songs =
    album.total_tracks ?? (tracks.source === 'placeholder' ? null : tracks.tracks.length);
  const details = [
    album.releaseYear ? String(album.releaseYear) : null,
    songs ? `${songs} ${songs === 1 ? 'song' : 'songs'}` : null,
  ].filter(Boolean);

  return (
    <div className="relative mx-auto aspect-square w-full max-w-sm [perspective:1400px] lg:max-w-md">
      <div
        className={cn(
          'relative size-full transition-transform duration-700 [transform-style:preserve-3d] motion-reduce:transition-none',
          flipped && '[transform:rotateY(180deg)]',
        )}
      >
        <section
          aria-label="Album cover"
          inert={flipped}
          className="absolute inset-0 overflow-hidden rounded-3xl shadow-2xl shadow-violet-glow/20 [backface-visibility:hidden]"
        >
          <AlbumCover
            id={album.id}
            title={album.name}
            artist={artists}
            imageUrl={album.images[0]?.url}
            className="size-full"
          />
          <div
            inert={stage < 1}
            className={cn(
              'absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950 from-35% via-ink-950/85 to-transparent px-5 pt-20 pb-5 transition-opacity duration-700',
              stage >= 1 ? 'opacity-100' : 'opacity-0',
            )}
          >
            <p className="font-display text-lg leading-snug font-medium text-white">
              {album.description}
            </p>
            <button
              ref={whyButton}
              type="button"
              onClick={() => turn(true)}
              className={cn(
                'mt-3 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium text-white backdrop-blur transition hover:bg-white/25',
                stage >= 2 && 'animate-fade-up',
              )}
            >
              <Info aria-hidden className="size-4" />
              Why this album?
            </button>
          </div>
          {onPlay && (
            <button
              type="button"
              onClick={onPlay}
              aria-label={`Play ${album.name} on Spotify`}
              className="absolute top-4 right-4 flex size-14 items-center justify-center rounded-full bg-spotify text-ink-950 shadow-lg shadow-black/40 transition hover:scale-105 active:scale-95"
            >
              <Play aria-hidden className="size-6 translate-x-0.5 fill-current" />
            </button>
          )}
        </section>

        <section
          aria-label="About this album"
          inert={!flipped}
          className="absolute inset-0 flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-ink-900 p-5 [transform:rotateY(180deg)] [backface-visibility:hidden]"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="truncate font-display text-xl font-semibold">{album.name}</h2>
              <p className="truncate text-sm text-mist-300">{artists}</p>
              <p className="mt-1 text-xs text-mist-400">
                {details.join(' · ')}
                {length && (
                  <>
                    {details.length > 0 && ' · '}
                    {length.estimated ? `about ${length.minutes} min` : `${length.minutes} min`}
                  </>
                )}
                {album.genres[0] && ` · ${album.genres[0]}`}
              </p>
            </div>
            <button
              ref={coverButton}
              type="button"
              onClick={() => turn(false)}
              aria-label="Show the cover"
              className="shrink-0 rounded-full p-2 text-mist-300 hover:bg-white/10 hover:text-mist-100"
            >
              <RotateCcw aria-hidden className="size-5" />
            </button>
          </div>
          <Tabs.Root defaultValue="why" className="mt-3 flex min-h-0 flex-1 flex-col">
            <Tabs.List
              aria-label="About this album"
              className="flex gap-1 rounded-full bg-white/5 p-1"
            >
              {['Why This?', 'Tracklist'].map((label, index) => (
                <Tabs.Trigger
                  key={label}
                  value={index === 0 ? 'why' : 'tracks'}
                  className="flex-1 rounded-full px-3 py-1.5 text-sm font-medium text-mist-300 transition data-[state=active]:bg-white/15 data-[state=active]:text-white"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content
              value="why"
              className="mt-3 min-h-0 flex-1 overflow-y-auto pr-1 text-sm leading-relaxed text-mist-100"
            >
              {album.explanation || WHY_FALLBACK}
            </Tabs.Content>
            <Tabs.Content
              value="tracks"
              className="mt-3 min-h-0 flex-1 flex-col overflow-hidden data-[state=active]:flex"
            >
              <TrackList {...tracks} />
            </Tabs.Content>
          </Tabs.Root>
        </section>
      </div>
    </div>
  );
}
