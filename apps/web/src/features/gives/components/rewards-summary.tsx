import { Award } from 'lucide-react';
import { useRewards } from '../hooks/use-gives.ts';
import { GiveCard } from './give-card.tsx';

/** The member's Discovery Points, Community Karma and badges, earned by giving recs. */
export function RewardsSummary() {
  const { data } = useRewards();
  if (!data) return null;
  return (
    <GiveCard title="Your rewards">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white/[0.04] p-3">
          <dt className="text-xs text-mist-400">Discovery Points</dt>
          <dd className="font-display text-2xl font-semibold text-mist-100">
            {data.discoveryPoints}
          </dd>
        </div>
        <div className="rounded-2xl bg-white/[0.04] p-3">
          <dt className="text-xs text-mist-400">Community Karma</dt>
          <dd className="font-display text-2xl font-semibold text-mist-100">
            {data.communityKarma}
          </dd>
        </div>
      </dl>
      {data.badges.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {data.badges.map((badge) => (
            <li
              key={badge.id}
              className="flex items-center gap-1.5 rounded-full bg-amber-300/10 px-3 py-1 text-sm text-amber-300"
            >
              <Award aria-hidden className="size-4" />
              {badge.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-mist-400">Give a rec to earn your first badge.</p>
      )}
    </GiveCard>
  );
}
