import type { DashboardAlbum } from '@album-club/contracts/stats';
import { AlbumCover } from './album-cover.tsx';

/** A listened-to album's cover, shown beside its title and so without alternative text. */
export function DashboardAlbumCover({
  album,
  className,
}: {
  album: Pick<DashboardAlbum, 'id' | 'title' | 'artist' | 'image'>;
  className: string;
}) {
  return (
    <AlbumCover
      id={album.id}
      title={album.title}
      artist={album.artist}
      imageUrl={album.image}
      decorative
      className={className}
    />
  );
}
