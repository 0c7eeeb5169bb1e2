import { Disc3, Flame, Send, Star, type LucideIcon } from 'lucide-react';
import { oneDecimal } from '../../../lib/one-decimal.ts';
import type { UserStats } from '@album-club/contracts/stats';

interface Stat {
  label: string;
  value: string;
  icon: LucideIcon;
  tint: string;
}

/** Spec: stats row — Albums, Shared, Avg Rating, Day Streak. */
export function StatsRow({ stats }: { stats: UserStats }) {
  const items: Stat[] = [
    { label: 'Albums', value: String(stats.totalAlbums), icon: Disc3, tint: 'text-groove-400' },
    { label: 'Shared', value: String(stats.totalShared), icon: Send, tint: 'text-violet-300' },
    {
      label: 'Avg Rating',
      value: oneDecimal(stats.averageRating),
      icon: Star,
      tint: 'text-amber-300',
    },
    { label: 'Day Streak', value: String(stats.streakDays), icon: Flame, tint: 'text-orange-300' },
  ];
  return (
    <section aria-label="Your stats">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(({ label, value, icon: Icon, tint }) => (
          <div
            key={label}
            className="flex flex-col gap-2 rounded-3xl border border-white/10 bg-white/[0.04] p-4 backdrop-blur"
          >
            <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-mist-400 uppercase">
              <Icon aria-hidden className={`size-4 ${tint}`} />
              {label}
            </dt>
            <dd className="font-display text-3xl font-semibold text-mist-100 tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
