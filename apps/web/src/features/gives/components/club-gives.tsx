import type { ClubGive } from '@album-club/contracts/gives';
import { AlbumCover } from '../../../components/album/album-cover.tsx';
import { relativeDate } from '../../../lib/relative-date.ts';
import { useClubGives } from '../hooks/use-gives.ts';
import { GiveCard } from './give-card.tsx';

/** 'From the club': the newest recs members gave, with who gave them and what for. */
export function ClubGives() {
  const { data, isError } = useClubGives();
  return (
    <GiveCard title="From the club">
      {isError ? (
        <p className="text-sm text-mist-400">The club’s recs could not be loaded just now.</p>
      ) : !data ? (
        <p className="text-sm text-mist-400">Loading the club’s recs...</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-mist-400">
          No recs from the club yet. Be the first to give one.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {data.map((give) => (
            <ClubGiveItem key={give.id} give={give} />
          ))}
        </ul>
      )}
    </GiveCard>
  );
}

export function ClubGiveItem({ give }: { give: ClubGive }) {
  return (
    <li className="flex gap-3">
      <AlbumCover
        id={`${give.artist}|${give.albumTitle}`}
        title={give.albumTitle}
        artist={give.artist}
        imageUrl={give.imageUrl}
        decorative
        className="size-12 shrink-0 rounded-xl"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-mist-100">{give.albumTitle}</p>
        <p className="truncate text-sm text-mist-300">{give.artist}</p>
        <p className="mt-1 text-xs text-mist-400">
          <span className="text-groove-400">{give.situation}</span> · {give.giverName} ·{' '}
          {relativeDate(new Date(give.givenAt))}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-mist-300">
          “{give.description}”
        </p>
      </div>
    </li>
  );
}
