import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** A profile that has not come (slow or failing network): ask again, signed in, losing nothing. */
export function ProfileStalled({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-24 flex flex-col items-center gap-4 text-center text-mist-300">
      <p>Failed to load your profile. Please try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        Try Again
      </Button>
    </div>
  );
}
