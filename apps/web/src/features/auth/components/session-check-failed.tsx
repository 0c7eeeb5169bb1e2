import { useState } from 'react';
import { RotateCcw, WifiOff } from 'lucide-react';
import { ErrorCard } from '../../../components/errors/error-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface Props {
  onRetry: () => Promise<unknown>;
}

/**
 * Shown when the server could not say who is signed in. Treating that as signed out would send
 * a signed-in listener to the landing page, where starting anonymously replaces their session.
 */
export function SessionCheckFailed({ onRetry }: Props) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <ErrorCard
      icon={WifiOff}
      title="Can't reach Album Club"
      description="We could not check whether you are signed in. Check your connection, then try again."
    >
      <Button onClick={retry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : <RotateCcw aria-hidden className="size-4" />}
        Try Again
      </Button>
    </ErrorCard>
  );
}
