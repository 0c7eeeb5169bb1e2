import { useState } from 'react';
import { LandingView } from '../../features/landing/components/landing-view.tsx';
import { triggerAccountCreation } from '../../lib/account-events.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast-store.ts';

export function LandingRoute() {
  const [connecting, setConnecting] = useState(false);

  const connectSpotify = async () => {
    setConnecting(true);
    try {
      const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/oauth2', {
        method: 'POST',
        body: { providerId: 'spotify', callbackURL: '/#/callback' },
      });
      window.location.assign(url);
    } catch {
      toast.error('Failed to initiate login');
      setConnecting(false);
    }
  };

  return (
    <LandingView
      connecting={connecting}
      onConnectSpotify={connectSpotify}
      onSignIn={() => triggerAccountCreation('sign_in')}
    />
  );
}
