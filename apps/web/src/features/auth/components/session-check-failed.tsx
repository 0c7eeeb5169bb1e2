import { useEffect, useRef, useState } from 'react';
import { RotateCcw, WifiOff } from 'lucide-react';
import { ErrorCard } from '../../../components/errors/error-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOnline } from '../../../hooks/use-online.ts';

interface Props {
  onRetry: () => Promise<unknown>;
}

/**
 * Shown when the server could not say who is signed in. Treating that as signed out would send
 * a signed-in listener to the landing page, where starting anonymously replaces their session.
 * Started offline (the installed app opened on a train), it says so and tries again by itself
 * when the network returns.
 */
export function SessionCheckFailed({ onRetry }: Props) {
  const [retrying, setRetrying] = useState(false);
  const online = useOnline();
  const wasOnline = useRef(online);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  useEffect(() => {
    if (online && !wasOnline.current) retry();
    wasOnline.current = online;
    // retry only reads stable setters and the latest onRetry; the network's return is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);
  return (
    <ErrorCard
      icon={WifiOff}
      title={online ? "Can't reach Album Club" : "You're offline"}
      description={
        online
          ? 'We could not check whether you are signed in. Check your connection, then try again.'
          : 'Album Club is ready on this device and carries on by itself once you are back online.'
      }
    >
      <Button onClick={retry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : <RotateCcw aria-hidden className="size-4" />}
        Try Again
      </Button>
    </ErrorCard>
  );
}
