import { useId } from 'react';
import type { DashboardAlbum } from '@album-club/contracts/stats';
import { DashboardAlbumCover } from '../../../components/album/dashboard-album-cover.tsx';

interface Props {
  album: Pick<DashboardAlbum, 'id' | 'title' | 'artist' | 'image' | 'spotifyUrl'>;
  /** The cover's size and corners; the link takes the same corners. */
  className: string;
  rounded: string;
}

/** Spec (dashboard): tapping a cover opens the album on Spotify in a new tab, when it is there. */
export function SpotifyCover({ album, className, rounded }: Props) {
  const newTab = useId();
  const cover = <DashboardAlbumCover album={album} className={`${className} ${rounded}`} />;
  if (!album.spotifyUrl) return <span className="shrink-0">{cover}</span>;
  return (
    <a
      href={album.spotifyUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${album.title} on Spotify`}
      aria-describedby={newTab}
      className={`shrink-0 ${rounded}`}
    >
      {cover}
      {/* A description, not part of the name, so the name stays 'Open … on Spotify'. */}
      <span id={newTab} className="sr-only">
        (opens in a new tab)
      </span>
    </a>
  );
}
