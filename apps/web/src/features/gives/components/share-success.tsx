import { useEffect, useState } from 'react';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Award, PartyPopper } from 'lucide-react';
import type { GiveResponse } from '@album-club/contracts/gives';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The second click of a double click on Share lands where this button appears when the share
 * answers fast: for this long after the thanks appear the button takes no click, so the first
 * give's rewards are not dismissed unseen.
 */
export const SETTLE_MS = 400;

/** Spec (Give-rec form, success): thanks, the reward, the badge on the first give only. */
export function ShareSuccess({
  result,
  recipient,
  onContinue,
}: {
  result: GiveResponse;
  recipient: string | undefined;
  onContinue: () => void;
}) {
  const { rewards } = result;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  // The server rewards an album once per moment; a repeat is shared but earns nothing.
  const repeat = result.earned.discoveryPoints === 0 && result.earned.communityKarma === 0;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <PartyPopper aria-hidden className="size-12 text-groove-400" />
      <DialogTitle className="font-display text-2xl font-semibold text-mist-100">
        Thanks for sharing!
      </DialogTitle>
      <DialogDescription className="sr-only">
        Your rewards for this recommendation
      </DialogDescription>
      <ul className="flex flex-col gap-2 text-lg font-semibold">
        {repeat ? (
          <li className="text-base font-normal text-mist-300">
            No new points: you shared this album for this moment before.
          </li>
        ) : (
          <>
            <li className="text-groove-400">+{result.earned.discoveryPoints} Discovery Points</li>
            <li className="text-violet-300">+{result.earned.communityKarma} Community Karma</li>
          </>
        )}
        {result.badgeUnlocked && (
          <li className="flex items-center justify-center gap-2 text-amber-300">
            <Award aria-hidden className="size-5" />
            Recommendation Badge unlocked
          </li>
        )}
      </ul>
      <p className="text-sm text-mist-300" data-testid="reward-totals">
        You now have {rewards.discoveryPoints} Discovery Points and {rewards.communityKarma}{' '}
        Community Karma.
      </p>
      {result.email === 'sent' && recipient && (
        <p className="text-sm text-mist-300">We e-mailed your rec to {recipient}.</p>
      )}
      {result.email === 'failed' && (
        <p role="alert" className="text-sm text-amber-300">
          Your rec is shared with the club, but the e-mail to your friend could not be sent.
        </p>
      )}
      <Button
        size="lg"
        aria-disabled={!settled}
        onClick={() => settled && onContinue()}
        className="mt-2 w-full"
      >
        Continue Discovering
      </Button>
    </div>
  );
}
