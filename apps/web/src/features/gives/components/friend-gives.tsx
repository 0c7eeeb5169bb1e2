import type { FriendGive } from '@album-club/contracts/gives';
import { relativeDate } from '../../../lib/relative-date.ts';
import { useFriendGives } from '../hooks/use-gives.ts';
import { GiveCard } from './give-card.tsx';

const statusText = (give: FriendGive) => {
  if (give.status === 'opened' && give.openedAt)
    return `Opened ${relativeDate(new Date(give.openedAt)).toLowerCase()}`;
  if (give.status === 'sent') return 'Sent, not opened yet';
  return 'Not sent: the e-mail could not be delivered';
};

/** 'Your recs to friends': whether each was opened and, once the friend rated it, how. */
export function FriendGives() {
  const { data } = useFriendGives();
  if (!data || data.length === 0) return null;
  return (
    <GiveCard title="Your recs to friends">
      <ul className="flex flex-col gap-3">
        {data.map((give) => (
          <li key={give.id} className="rounded-2xl border border-white/10 bg-white/[0.03] p-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-mist-100">{give.albumTitle}</p>
                <p className="truncate text-sm text-mist-300">{give.artist}</p>
              </div>
              {give.friendRating !== null && (
                <p className="shrink-0 rounded-full bg-groove-500/15 px-2.5 py-1 text-sm font-semibold text-groove-400">
                  Rated {give.friendRating}/10
                </p>
              )}
            </div>
            <p className="mt-1 truncate text-xs text-mist-400">To {give.recipientEmail}</p>
            <p className="mt-1 text-xs text-mist-300">{statusText(give)}</p>
          </li>
        ))}
      </ul>
    </GiveCard>
  );
}
