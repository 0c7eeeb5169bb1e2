import { useState } from 'react';
import type { OpenFriendLinkResponse } from '@album-club/contracts/gives';
import { AlbumCover } from '../../../components/album/album-cover.tsx';
import { RatingDial } from '../../../components/rating/rating-dial.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useFriendLink, useRateGivenAlbum } from '../hooks/use-friend-link.ts';

const LINK_FAILED = 'This recommendation could not be opened just now. Please try again.';
/** A link cut short (a mail client that wrapped it): the field check's wording is not for people. */
const LINK_INCOMPLETE =
  'This link looks incomplete. Open it again from the e-mail, or copy the whole address.';

function linkErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LINK_FAILED;
  if (error.status === 400) return LINK_INCOMPLETE;
  return [403, 404].includes(error.status) ? error.message : LINK_FAILED;
}

/** The page a friend's e-mail link opens: the album, the giver's words and a rating dial. */
export function FriendLinkView({ token, onDone }: { token: string; onDone: () => void }) {
  const link = useFriendLink(token);
  if (link.isPending)
    return (
      <div role="status" className="mt-24 flex flex-col items-center gap-4 text-mist-300">
        <Spinner className="size-8 text-groove-400" />
        <p>Opening your recommendation...</p>
      </div>
    );
  if (link.isError) {
    return (
      <div className="mt-16 flex flex-col items-center gap-4 text-center">
        <h1 className="font-display text-2xl font-semibold">Oops!</h1>
        <p role="alert" className="max-w-md text-mist-300">
          {linkErrorMessage(link.error)}
        </p>
        <Button onClick={onDone}>Go to Album Club</Button>
      </div>
    );
  }
  return <GivenAlbum given={link.data} onDone={onDone} />;
}

function GivenAlbum({ given, onDone }: { given: OpenFriendLinkResponse; onDone: () => void }) {
  const { album } = given;
  const [rating, setRating] = useState(given.yourRating ?? 0);
  const [saved, setSaved] = useState(given.yourRating);
  const rate = useRateGivenAlbum();
  const save = () =>
    rate.mutate(
      { album, rating },
      {
        onSuccess: () => {
          setSaved(rating);
          toast.success('Rating saved successfully!');
        },
        onError: () => toast.error('Failed to save rating'),
      },
    );

  return (
    <article className="mx-auto mt-8 flex max-w-xl flex-col gap-6">
      <p className="text-sm text-mist-400">
        {given.viewer === 'giver' ? 'The rec you sent' : `${given.giverName} recommends`}
      </p>
      <div className="flex items-center gap-4">
        <AlbumCover
          id={album.id}
          title={album.title}
          artist={album.artist}
          imageUrl={album.imageUrl}
          className="size-28 shrink-0 rounded-2xl shadow-xl"
        />
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold break-words">{album.title}</h1>
          <p className="text-mist-300">{album.artist}</p>
          <p className="mt-2 inline-block rounded-full bg-groove-500/15 px-2.5 py-0.5 text-xs text-groove-400">
            Perfect for {given.situation}
          </p>
        </div>
      </div>
      <blockquote
        data-testid="give-description"
        className="rounded-2xl border-l-4 border-groove-500 bg-white/[0.04] px-4 py-3 break-words whitespace-pre-line text-mist-100"
      >
        {given.description}
      </blockquote>
      {album.spotifyUrl && (
        <a
          href={album.spotifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm text-groove-400 underline-offset-4 hover:underline"
        >
          Open on Spotify
        </a>
      )}
      {given.viewer === 'giver' ? (
        <p className="text-sm text-mist-300">
          This is how your friend sees it. It counts as opened when they follow the link.
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <RatingDial value={rating} onChange={setRating} />
          {saved !== null && <p className="text-sm text-mist-300">Your rating: {saved}/10</p>}
          <Button
            size="lg"
            onClick={save}
            disabled={rate.isPending || rating === 0 || rating === saved}
          >
            {rate.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      )}
      <Button variant="secondary" onClick={onDone}>
        Discover more with Album Club
      </Button>
    </article>
  );
}
