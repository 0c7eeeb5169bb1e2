import { useEffect, useState } from 'react';

/** Spec: reveal timers of 2, 4 and 5 seconds stage the discovery screen's cues. */
export const REVEAL_MS = [2000, 4000, 5000] as const;

/** 0 on arrival, then 1, 2 and 3 as each reveal time passes. */
export function useReveal(): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timers = REVEAL_MS.map((ms, index) => setTimeout(() => setStage(index + 1), ms));
    return () => timers.forEach(clearTimeout);
  }, []);
  return stage;
}
