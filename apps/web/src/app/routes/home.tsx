import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { triggerAccountCreation } from '../../lib/account-events.ts';
import { ACCOUNT_MESSAGES } from '../../lib/auth-errors.ts';
import { useSession } from '../../lib/session.ts';
import { lazyWithRetry } from '../../lib/lazy-with-retry.tsx';
import { toast } from '../../lib/toast-store.ts';
import { LandingRoute } from './landing.tsx';

const DashboardRoute = lazyWithRetry(() => import('./dashboard.tsx'));

/** Spec: / is the landing view for visitors and the dashboard for signed-in users. */
export function HomeRoute() {
  const { isAuthenticated } = useSession();
  const [search, setSearch] = useSearchParams();
  const emailLink = search.get('email');
  const resetToken = search.get('reset');

  // Back from the e-mail verification link: ask for the password right away.
  useEffect(() => {
    if (!emailLink) return;
    setSearch({}, { replace: true });
    if (emailLink === 'reset-invalid') {
      toast.error(ACCOUNT_MESSAGES.resetLinkSpent);
    } else if (emailLink === 'verified') {
      triggerAccountCreation('sign_in', {
        startWith: 'email',
        notice: 'Your e-mail is confirmed. Sign in with your password.',
      });
    } else {
      // Signing in with an unconfirmed address sends a fresh link (the server's sendOnSignIn).
      toast.error(
        'That confirmation link has expired or was already used. Sign in with your e-mail and password to get a new one.',
      );
    }
  }, [emailLink, setSearch]);

  // A password reset link, checked by the server: the new password is asked for at once, and the
  // token leaves the address bar.
  useEffect(() => {
    if (!resetToken) return;
    setSearch({}, { replace: true });
    triggerAccountCreation('sign_in', {
      startWith: 'new-password',
      resetToken,
      subtitle: 'Choose a new password for your account.',
    });
  }, [resetToken, setSearch]);

  return isAuthenticated ? <DashboardRoute /> : <LandingRoute />;
}
