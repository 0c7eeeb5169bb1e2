import { useMemo, useState } from 'react';
import { ArrowLeft, House } from 'lucide-react';
import { tagKey } from '@album-club/contracts/album-rules';
import type { EnhancedRecommendation } from '@album-club/contracts/recommendations';
import { Button } from '../../../components/ui/button.tsx';
import { triggerAccountCreation } from '../../../lib/account-events.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { InteractionAlbum } from '../api/album-interactions.ts';
import { useAlbumRecord } from '../hooks/use-album-record.ts';
import { useEventLog, useRatingWrites } from '../hooks/use-album-writes.ts';
import { useDebouncedSave } from '../hooks/use-debounced-save.ts';
import { useListeningFlow } from '../hooks/use-listening-flow.ts';
import type { Listener } from '../hooks/use-recommendation.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import { useTrackList } from '../hooks/use-track-list.ts';
import { DiscoveryView } from './discovery-view.tsx';
import { RatingView } from './rating-view.tsx';
import { ScreenHeader } from './screen-header.tsx';
import { NowPlayingView } from './status-views.tsx';

/** Spec: notes save themselves 1 s after typing stops. */
export const NOTES_AUTOSAVE_MS = 1000;

interface Props {
  answer: EnhancedRecommendation;
  situation: string;
  listener: Listener;
  spotifyConnected: boolean;
  fetchingNext: boolean;
  onNext: () => void;
  onNewRec: () => void;
  onSaved: () => void;
  /** 'Give a recommendation', for the album on screen. */
  onGive: (album: { title: string; artist: string }) => void;
}

const sameNotes = (a: string, b: string) => a.trim() === b.trim();

/** One recommended album, from discovery through 'Now Playing' to rating. */
export function AlbumStage({ answer, situation, listener, spotifyConnected, ...actions }: Props) {
  const { album } = answer;
  const artistNames = album.artists.map((artist) => artist.name);
  const artists = artistNames.join(', ') || 'Unknown Artist';
  const subject: InteractionAlbum = useMemo(
    () => ({
      albumId: album.id,
      albumName: album.name,
      artists: album.artists.map((artist) => artist.name),
      situation,
      sessionId: answer.recommendationId,
    }),
    [album, situation, answer.recommendationId],
  );
  const canUseSpotify = spotifyConnected && !listener.isAnonymous;
  const record = useAlbumRecord(subject, {
    albumId: album.id,
    connected: canUseSpotify,
    isAnonymous: listener.isAnonymous,
  });
  const writes = useRatingWrites(subject);
  const logEvent = useEventLog(listener.id);
  const tracks = useTrackList(album, canUseSpotify);
  const stage = useReveal();
  const flow = useListeningFlow();
  const [rating, setRating] = useState(0);
  const [saving, setSaving] = useState(false);
  const notes = useDebouncedSave<string>(
    '',
    NOTES_AUTOSAVE_MS,
    (next) => writes.notes.mutateAsync(next),
    // Spec: a notes save failing on this screen is only logged.
    () => console.warn('Notes could not be saved yet; they go with the rating.'),
    sameNotes,
    { revertOnError: false },
  );
  const link = album.external_urls.spotify;

  const play = () => {
    logEvent('album_play', { albumId: album.id, albumName: album.name });
    if (link) window.open(link, '_blank', 'noopener');
    flow.played();
  };

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Copied Spotify link to clipboard!');
    } catch {
      toast.info('Could not copy to clipboard, opening Spotify instead');
      window.open(link, '_blank', 'noopener');
    }
  };

  /** Stores the rating with its notes and tags; true once stored. */
  const storeRating = async (): Promise<boolean> => {
    try {
      await writes.rating.mutateAsync({ rating, notes: notes.value, tags: record.tags });
      logEvent('album_comprehensive_rating', {
        albumId: album.id,
        rating,
        tags: record.tags.map(tagKey),
        hasNotes: notes.value.trim() !== '',
        known: record.known,
        favorite: record.favorite,
      });
      return true;
    } catch {
      toast.error('Failed to save rating');
      return false;
    }
  };

  const save = async () => {
    if (saving) return;
    setSaving(true);
    if (!(await storeRating())) return setSaving(false);
    toast.success('Rating saved successfully!');
    // Spec: anonymous listeners are invited to keep what they save.
    if (listener.isAnonymous) triggerAccountCreation('save');
    actions.onSaved();
  };

  // A rating set but not yet saved goes with the listener to the give form, never lost.
  const give = async () => {
    if (saving) return;
    if (rating > 0) {
      setSaving(true);
      if (!(await storeRating())) return setSaving(false);
    }
    actions.onGive({ title: album.name, artist: artists });
  };

  if (flow.mode === 'now-playing')
    return (
      <>
        <ScreenHeader />
        <main className="flex flex-1 flex-col">
          <NowPlayingView name={album.name} artists={artists} />
        </main>
      </>
    );

  if (flow.mode === 'rating')
    return (
      <>
        <ScreenHeader
          leading={
            <button
              type="button"
              onClick={flow.back}
              className="-ml-2 flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-mist-300 hover:bg-white/5 hover:text-mist-100"
            >
              <ArrowLeft aria-hidden className="size-4" />
              Back to album
            </button>
          }
        />
        <main className="flex flex-1 flex-col">
          <RatingView
            album={album}
            artists={artists}
            record={record}
            rating={rating}
            notes={notes.value}
            saving={saving}
            onRating={setRating}
            onNotes={notes.change}
            onCopyLink={() => void copyLink()}
            onSave={() => void save()}
            onGive={() => void give()}
          />
        </main>
      </>
    );

  return (
    <>
      <ScreenHeader
        action={
          <div className="flex items-center gap-2">
            <a
              href="#/"
              className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-mist-300 hover:bg-white/5 hover:text-mist-100"
            >
              <House aria-hidden className="size-4" />
              Home
            </a>
            <Button variant="secondary" onClick={actions.onNewRec}>
              New Rec
            </Button>
          </div>
        }
      />
      <main className="flex flex-1 flex-col">
        <DiscoveryView
          album={album}
          artists={artists}
          record={record}
          tracks={tracks}
          stage={stage}
          fetchingNext={actions.fetchingNext}
          onPlay={album.spotifyId && link ? play : undefined}
          onRate={flow.rate}
          onNext={actions.onNext}
        />
      </main>
    </>
  );
}
