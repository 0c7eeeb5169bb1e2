import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache (Back
 * from a provider's page, say). Such a page keeps the state it had when the visitor left, so
 * anything that was waiting for the departure must be undone here.
 */
export function usePageRestored(onRestored: () => void): void {
  const restored = useEffectEvent(onRestored);
  useEffect(() => {
    const listener = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', listener);
    return () => window.removeEventListener('pageshow', listener);
  }, []);
}
