import type { RecommendedAlbum } from '@album-club/contracts/recommendations';
import { cn } from '../../../lib/cn.ts';
import type { ShownTrack, TrackListSource } from '../utils/track-list.ts';
import type { useAlbumRecord } from '../hooks/use-album-record.ts';
import { ActionBar } from './action-bar.tsx';
import { FlipCover } from './flip-cover.tsx';
import { KnowThis } from './know-this.tsx';
import { TagRow } from './tag-row.tsx';

interface Props {
  album: RecommendedAlbum;
  artists: string;
  record: ReturnType<typeof useAlbumRecord>;
  tracks: { tracks: ShownTrack[]; source: TrackListSource; loading: boolean };
  stage: number;
  fetchingNext: boolean;
  onPlay?: () => void;
  onRate: () => void;
  onNext: () => void;
}

/** Spec (discovery): the cover, the album, 'Know this?', 'Perfect for:' and the action icons. */
export function DiscoveryView({ album, artists, record, tracks, stage, ...actions }: Props) {
  return (
    <div className="grid flex-1 items-center gap-8 py-6 lg:grid-cols-2 lg:items-start lg:gap-14">
      <FlipCover
        album={album}
        artists={artists}
        tracks={tracks}
        stage={stage}
        onPlay={actions.onPlay}
      />
      <div className="flex flex-col gap-6">
        <div className="text-center lg:text-left">
          <p className="text-xs font-semibold tracking-[0.25em] text-groove-400 uppercase">
            Your album for right now
          </p>
          <h1 className="mt-2 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {album.name}
          </h1>
          <p className="mt-1 text-lg text-mist-300">{artists}</p>
        </div>
        <div
          className={cn(
            'rounded-3xl border border-white/10 bg-white/5 p-4 transition',
            stage >= 3 && record.known === null && 'border-groove-400/40',
          )}
        >
          <KnowThis known={record.known} onAnswer={record.answerKnown} />
          {record.known === true && (
            <div className="mt-4 animate-fade-up border-t border-white/10 pt-4">
              <TagRow
                chosen={record.tags}
                customTags={record.customTags}
                onToggle={record.toggleTag}
                onAddCustom={record.addCustomTag}
              />
            </div>
          )}
        </div>
        <ActionBar
          showLibrary={record.libraryAvailable}
          saved={record.saved}
          savingToLibrary={record.savingToLibrary}
          favorite={record.favorite}
          fetchingNext={actions.fetchingNext}
          onToggleSaved={record.toggleSaved}
          onToggleFavorite={record.toggleFavorite}
          onRate={actions.onRate}
          onNext={actions.onNext}
        />
      </div>
    </div>
  );
}
