import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CallbackScreen } from '../../features/auth/components/callback-screen.tsx';
import { useCallbackFlow } from '../../features/auth/hooks/use-callback-flow.ts';

/** Spec (callback screen): where a provider sign-in comes back to. */
export default function CallbackRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const goTo = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  const { stage, retry, returnToLogin } = useCallbackFlow(search, goTo);
  return (
    <CallbackScreen stage={stage} onRetry={() => void retry()} onReturnToLogin={returnToLogin} />
  );
}
