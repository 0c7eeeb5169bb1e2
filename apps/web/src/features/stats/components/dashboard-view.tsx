import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { DashboardAlbum, UserStats } from '@album-club/contracts/stats';
import { Button } from '../../../components/ui/button.tsx';
import { DashboardActions } from './dashboard-actions.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { EmptyState } from './empty-state.tsx';
import { ListeningMoments } from './listening-moments.tsx';
import { RecentAlbums } from './recent-albums.tsx';
import { RecentHits } from './recent-hits.tsx';
import { StatsRow } from './stats-row.tsx';

interface Props {
  name: string;
  stats: UserStats | undefined;
  statsFailed: boolean;
  syncing: boolean;
  syncBanner: ReactNode;
  onNewRec: () => void;
  onGive: (() => void) | undefined;
  onEditAlbum: (album: DashboardAlbum) => void;
}

/** Spec (Dashboard view): greeting, 'New Rec', stats, moments, recent albums, hits and actions. */
export function DashboardView({
  name,
  stats,
  statsFailed,
  syncing,
  syncBanner,
  onNewRec,
  onGive,
  onEditAlbum,
}: Props) {
  const empty = stats && stats.totalAlbums === 0 && stats.recentAlbums.length === 0;
  return (
    <div className="flex flex-col gap-6">
      <section className="mt-8 flex animate-fade-up items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-mist-400">Good to see you</p>
          <h1 className="mt-1 font-display text-2xl font-semibold break-words sm:text-4xl">
            Hey, {name}
          </h1>
        </div>
        <Button onClick={onNewRec} className="shrink-0">
          <Sparkles aria-hidden className="size-4" />
          New Rec
        </Button>
      </section>

      {syncBanner}

      {!stats ? (
        <DashboardSkeleton />
      ) : (
        <>
          <StatsRow stats={stats} />
          {statsFailed && (
            <p className="-mt-3 text-xs text-mist-500">
              Your stats could not be loaded just now; they show again on your next visit.
            </p>
          )}
          {empty && !syncing ? (
            <>
              <EmptyState onStart={onNewRec} />
              <DashboardActions onRecommend={onNewRec} onGive={onGive} className="lg:grid-cols-2" />
            </>
          ) : (
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
              <div className="flex min-w-0 flex-col gap-6">
                <RecentAlbums albums={stats.recentAlbums} onEdit={onEditAlbum} />
                <ListeningMoments situations={stats.topSituations} />
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                <RecentHits
                  hits={stats.recentHits}
                  ratedAlbums={stats.totalRatedAlbums}
                  onEdit={onEditAlbum}
                />
                <DashboardActions onRecommend={onNewRec} onGive={onGive} />
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
