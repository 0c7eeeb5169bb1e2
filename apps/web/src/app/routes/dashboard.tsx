import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DashboardAlbum } from '@album-club/contracts/stats';
import { Logo } from '../../components/brand/logo.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { triggerAccountCreation } from '../../lib/account-events.ts';
import { ACCOUNT_MESSAGES, startFailedMessage } from '../../lib/auth-errors.ts';
import { openNewRecommendation } from '../../lib/new-recommendation.ts';
import { useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { toast } from '../../lib/toast-store.ts';
import { startProviderSignIn } from '../../features/auth/api/start-sign-in.ts';
import { useProfileWait } from '../../features/auth/hooks/use-profile-wait.ts';
import { UserMenu } from '../../features/user-menu/components/user-menu.tsx';
import {
  useAccountProfile,
  useRetryAccountProfile,
} from '../../features/user-menu/hooks/use-account-profile.ts';
import { SyncBanner } from '../../features/sync/components/sync-banner.tsx';
import { useAlbumSync } from '../../features/sync/hooks/use-album-sync.ts';
import { DashboardView } from '../../features/stats/components/dashboard-view.tsx';
import { useUserStats } from '../../features/stats/hooks/use-user-stats.ts';
import { useReturnVisitPrompt } from '../../features/stats/hooks/use-return-visit-prompt.ts';
import { ProfileStalled } from '../../features/stats/components/profile-stalled.tsx';
import { AlbumEditModal } from '../../features/album-editor/components/album-edit-modal.tsx';
import { GiveRecDialog } from '../../features/gives/components/give-rec-dialog.tsx';
import { ClubGives } from '../../features/gives/components/club-gives.tsx';
import { FriendGives } from '../../features/gives/components/friend-gives.tsx';
import { RewardsSummary } from '../../features/gives/components/rewards-summary.tsx';
import { QueryProvider } from '../query-provider.tsx';

interface GivePrefill {
  albumTitle?: string;
  artist?: string;
}

/** 'Give a recommendation' on the recommendation screen arrives with the album as router state. */
function givePrefillOf(state: unknown): GivePrefill | null {
  if (typeof state !== 'object' || state === null || !('giveRec' in state)) return null;
  const give = (state as { giveRec: unknown }).giveRec;
  if (typeof give !== 'object' || give === null) return null;
  const { albumTitle, artist } = give as Record<string, unknown>;
  return {
    albumTitle: typeof albumTitle === 'string' ? albumTitle : undefined,
    artist: typeof artist === 'string' ? artist : undefined,
  };
}

export default function DashboardRoute() {
  return (
    <QueryProvider>
      <Dashboard />
    </QueryProvider>
  );
}

function Dashboard() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const [giving, setGiving] = useState<GivePrefill | null>(() => givePrefillOf(location.state));
  const profile = useAccountProfile(user);
  const { stats, failed } = useUserStats();
  useReturnVisitPrompt(
    user && stats && !failed
      ? {
          isAnonymous: user.isAnonymous === true,
          hasRecords: stats.totalAlbums > 0 || stats.topSituations.length > 0,
        }
      : null,
  );
  // Zeroed stand-in stats must not read as an empty library, which would start a full sync.
  const sync = useAlbumSync({ totalAlbums: failed ? undefined : stats?.totalAlbums });
  const [editing, setEditing] = useState<DashboardAlbum | null>(null);

  const [profileStalled, setProfileStalled] = useState(false);
  const askProfileAgain = useRetryAccountProfile();

  // Spec: no profile after 5 seconds. A slow or failing network is not a signed-out listener:
  // ending a valid session would lose it for good, so the wait ends in a visible retry instead.
  // Only the server's 401 ends a session (the root layout's session watch hears it).
  useProfileWait(profile === null && !profileStalled, () => setProfileStalled(true));

  const retryProfile = () => {
    setProfileStalled(false);
    askProfileAgain();
  };

  const reconnectSpotify = () => {
    void startProviderSignIn('spotify').then((outcome) => {
      if (outcome !== 'started')
        toast.error(startFailedMessage(outcome, ACCOUNT_MESSAGES.initiateFailed));
    });
  };

  const leave = () => {
    void signOut()
      .catch(() => undefined)
      .finally(() => navigate('/', { replace: true }));
  };

  return (
    <div className="stage-glow min-h-dvh">
      <div className="mx-auto w-full max-w-6xl px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-12 sm:px-8">
        <header className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-2.5">
            <Logo className="size-8" />
            <span className="font-display text-lg font-semibold tracking-tight">Album Club</span>
          </div>
          {profile && (
            <UserMenu
              profile={profile}
              onSignOut={leave}
              onSaveData={() => triggerAccountCreation('sign_in')}
              onReconnectSpotify={reconnectSpotify}
              onYourData={() => navigate('/your-data')}
            />
          )}
        </header>
        <main>
          {profile ? (
            <>
              <DashboardView
                name={profile.user.name}
                stats={stats}
                statsFailed={failed}
                syncing={sync.isSyncing}
                syncBanner={<SyncBanner progress={sync.progress} />}
                onNewRec={openNewRecommendation}
                onGive={() => setGiving({})}
                onEditAlbum={setEditing}
              />
              <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
                <ClubGives />
                <div className="flex min-w-0 flex-col gap-6">
                  <RewardsSummary />
                  <FriendGives />
                </div>
              </div>
            </>
          ) : profileStalled ? (
            <ProfileStalled onRetry={retryProfile} />
          ) : (
            <div role="status" className="mt-24 flex flex-col items-center gap-4 text-mist-300">
              <Spinner className="size-8 text-groove-400" />
              <p>Loading your profile...</p>
            </div>
          )}
        </main>
      </div>
      <AlbumEditModal album={editing} onClose={() => setEditing(null)} />
      <GiveRecDialog
        open={giving !== null}
        prefill={giving ?? undefined}
        onClose={() => {
          setGiving(null);
          // The form opened from router state does not open again on reload or back.
          if (location.state) void navigate(location.pathname, { replace: true, state: null });
        }}
      />
    </div>
  );
}
