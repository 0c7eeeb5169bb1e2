import { useNavigate } from 'react-router';
import { Logo } from '../../components/brand/logo.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { triggerAccountCreation } from '../../lib/account-events.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { useProfileWait } from '../../features/auth/hooks/use-profile-wait.ts';
import { UserMenu } from '../../features/user-menu/components/user-menu.tsx';
import { useAccountProfile } from '../../features/user-menu/hooks/use-account-profile.ts';

export default function DashboardRoute() {
  const navigate = useNavigate();
  const { user } = useSession();
  const profile = useAccountProfile(user?.id);

  // Spec: signed in but no profile after 5 seconds means signed out.
  useProfileWait(profile !== null, () => {
    void signOut('profile_timeout').finally(() => {
      toast.error('Failed to load your profile. Please try logging in again.');
      navigate('/', { replace: true });
    });
  });

  const leave = () => {
    void signOut().finally(() => navigate('/', { replace: true }));
  };

  return (
    <main className="stage-glow min-h-dvh">
      <div className="mx-auto w-full max-w-6xl px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-10 sm:px-8">
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
            />
          )}
        </header>
        {profile ? (
          <section className="mt-10 animate-fade-up">
            <p className="text-sm text-mist-400">Good to see you</p>
            <h1 className="mt-1 font-display text-3xl font-semibold sm:text-4xl">
              Hey, {profile.user.name}
            </h1>
          </section>
        ) : (
          <div role="status" className="mt-24 flex flex-col items-center gap-4 text-mist-300">
            <Spinner className="size-8 text-groove-400" />
            <p>Loading your profile...</p>
          </div>
        )}
      </div>
    </main>
  );
}
