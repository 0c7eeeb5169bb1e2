import { useEffect, useEffectEvent } from 'react';

/** Spec (dashboard): a profile still missing after 5 s stops the wait (a retry state here). */
export const PROFILE_WAIT_MS = 5000;

/** `waiting` false stops the clock; made true again, it waits 5 s afresh. */
export function useProfileWait(waiting: boolean, onGiveUp: () => void): void {
  const giveUp = useEffectEvent(onGiveUp);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => giveUp(), PROFILE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
}
