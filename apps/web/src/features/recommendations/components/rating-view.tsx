import { useId } from 'react';
import { Link2 } from 'lucide-react';
import type { RecommendedAlbum } from '@album-club/contracts/recommendations';
import { AlbumCover } from '../../../components/album/album-cover.tsx';
import { RatingDial } from '../../../components/rating/rating-dial.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { useAlbumRecord } from '../hooks/use-album-record.ts';
import { NotesField } from '../../../components/notes/notes-field.tsx';
import { TagRow } from './tag-row.tsx';

interface Props {
  album: RecommendedAlbum;
  artists: string;
  record: ReturnType<typeof useAlbumRecord>;
  rating: number;
  notes: string;
  saving: boolean;
  onRating: (value: number) => void;
  onNotes: (value: string) => void;
  onCopyLink: () => void;
  onSave: () => void;
  onGive: () => void;
}

/** Spec (rating): rate it, tag it, say where it takes you, save. */
export function RatingView({ album, artists, record, ...props }: Props) {
  const hintId = useId();
  return (
    <div className="grid flex-1 gap-8 py-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-14">
      <div className="flex items-center gap-4 lg:flex-col lg:items-start">
        <AlbumCover
          id={album.id}
          title={album.name}
          artist={artists}
          imageUrl={album.images[0]?.url}
          className="size-24 shrink-0 rounded-2xl shadow-xl lg:size-auto lg:w-full lg:rounded-3xl"
        />
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-2xl font-bold tracking-tight lg:text-3xl">
            {album.name}
          </h1>
          <p className="text-mist-300">{artists}</p>
          {album.external_urls.spotify && (
            <button
              type="button"
              onClick={props.onCopyLink}
              className="mt-2 inline-flex items-center gap-1.5 rounded-full border border-white/15 bg-white/5 px-3 py-1.5 text-sm text-mist-100 hover:bg-white/10"
            >
              <Link2 aria-hidden className="size-4" />
              Copy Spotify link
            </button>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-7">
        <RatingDial value={props.rating} onChange={props.onRating} />
        <TagRow
          chosen={record.tags}
          customTags={record.customTags}
          onToggle={record.toggleTag}
          onAddCustom={record.addCustomTag}
        />
        <NotesField value={props.notes} onChange={props.onNotes} />
        <div className="flex flex-col gap-3">
          {props.rating === 0 && (
            <p id={hintId} className="text-center text-sm text-mist-300 sm:text-left">
              Move the dial to rate it, then save.
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              size="lg"
              onClick={props.onSave}
              disabled={props.saving || props.rating === 0}
              aria-describedby={props.rating === 0 ? hintId : undefined}
              className="sm:flex-1"
            >
              {props.saving ? 'Saving...' : 'Save'}
            </Button>
            <Button size="lg" variant="secondary" onClick={props.onGive} className="sm:flex-1">
              Give a recommendation
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
