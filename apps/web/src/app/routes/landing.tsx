import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LandingView } from '../../features/landing/components/landing-view.tsx';
import { startAnonymously, startProviderSignIn } from '../../features/auth/api/start-sign-in.ts';
import { triggerAccountCreation } from '../../lib/account-events.ts';
import { ACCOUNT_MESSAGES, startFailedMessage } from '../../lib/auth-errors.ts';
import { toast } from '../../lib/toast-store.ts';
import { usePageRestored } from '../../lib/use-page-restored.ts';

export function LandingRoute() {
  const navigate = useNavigate();
  const [connecting, setConnecting] = useState(false);
  const [startingAnonymously, setStartingAnonymously] = useState(false);
  // Back from the provider's page: the visitor is here again, not on the way out.
  usePageRestored(() => setConnecting(false));

  const connectSpotify = async () => {
    setConnecting(true);
    const outcome = await startProviderSignIn('spotify');
    if (outcome !== 'started') {
      toast.error(startFailedMessage(outcome, ACCOUNT_MESSAGES.initiateFailed));
      setConnecting(false);
    }
  };

  const tryWithoutAccount = async () => {
    setStartingAnonymously(true);
    const outcome = await startAnonymously();
    if (outcome === 'started') navigate('/dashboard');
    else
      toast.error(
        startFailedMessage(outcome, 'Could not start right now. Please try again in a moment.'),
      );
    setStartingAnonymously(false);
  };

  return (
    <LandingView
      connecting={connecting}
      startingAnonymously={startingAnonymously}
      onConnectSpotify={() => void connectSpotify()}
      onSignIn={() => triggerAccountCreation('sign_in')}
      onTryWithoutAccount={() => void tryWithoutAccount()}
    />
  );
}
