import type { TopSituation } from '@album-club/contracts/stats';
import { SectionCard } from './section-card.tsx';

/** Spec: dashboard shows 3 situations. */
const SHOWN = 3;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spec: 'Your Listening Moments' — top 3 situations with count and percentage bar. */
export function ListeningMoments({ situations }: { situations: TopSituation[] }) {
  const top = situations.slice(0, SHOWN);
  return (
    <SectionCard title="Your Listening Moments">
      {top.length === 0 ? (
        <p className="text-sm leading-relaxed text-mist-400">
          The moments you ask for recommendations in and the tags you give albums show up here.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {top.map((entry) => (
            <li key={entry.situation}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-mist-100">{capitalised(entry.situation)}</span>
                <span className="text-mist-400 tabular-nums">
                  {entry.count} · {entry.percentage}%
                </span>
              </div>
              <div
                role="meter"
                aria-label={`${capitalised(entry.situation)}: ${entry.percentage}% of your moments`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={entry.percentage}
                className="mt-2 h-2 overflow-hidden rounded-full bg-white/10"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-groove-500 to-violet-glow"
                  style={{ width: `${Math.max(entry.percentage, 2)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
