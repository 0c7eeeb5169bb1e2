import { useEffect, useRef, useState } from 'react';

export type Mode = 'discovery' | 'now-playing' | 'rating';

/** Spec: after playing, 'Now Playing' shows for 2 seconds, then the rating screen. */
export const NOW_PLAYING_MS = 2000;

export function useListeningFlow() {
  const [mode, setMode] = useState<Mode>('discovery');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Each mode is a screen of its own: it opens at its top, not where the last one was scrolled.
  const shown = useRef(mode);
  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    window.scrollTo({ top: 0 });
  }, [mode]);
  return {
    mode,
    played() {
      setMode('now-playing');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMode('rating'), NOW_PLAYING_MS);
    },
    rate: () => setMode('rating'),
    back: () => setMode('discovery'),
  };
}
