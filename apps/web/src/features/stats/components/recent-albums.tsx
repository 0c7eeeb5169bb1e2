import type { DashboardAlbum } from '@album-club/contracts/stats';
import { AlbumCard } from './album-card.tsx';
import { SectionCard } from './section-card.tsx';

/** Spec: the dashboard shows 3 recent albums. */
const SHOWN = 3;

/** Spec: 'Recently Discovered' — the first 3 albums. */
export function RecentAlbums({
  albums,
  onEdit,
}: {
  albums: DashboardAlbum[];
  onEdit: (album: DashboardAlbum) => void;
}) {
  return (
    <SectionCard title="Recently Discovered">
      {albums.length === 0 ? (
        <p className="text-sm text-mist-400">Albums you listen to and rate show up here.</p>
      ) : (
        <ul className="-mx-2 flex flex-col gap-1">
          {albums.slice(0, SHOWN).map((album) => (
            <AlbumCard key={album.id} album={album} onEdit={onEdit} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
