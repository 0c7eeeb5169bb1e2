import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Calls<T> {
  save: (next: T, previous: T) => Promise<unknown>;
  onError: (attempted: T, previous: T) => void;
  same: (a: T, b: T) => boolean;
}

/**
 * A value the listener changes freely; it is saved once they pause for `delayMs`. A change undone
 * within the pause sends nothing. Saves go one after another, so the server ends with the newest
 * value whatever the network does. A failed save puts the last saved value back, unless a newer
 * change is still on its way. A pending save still leaves when the screen closes.
 */
export function useDebouncedSave<T>(
  initial: T,
  delayMs: number,
  save: Calls<T>['save'],
  onError: Calls<T>['onError'],
  same: Calls<T>['same'] = Object.is,
  /** Notes keep what the listener typed even when a save fails. */
  { revertOnError = true }: { revertOnError?: boolean } = {},
) {
  const [value, setValue] = useState(initial);
  const saved = useRef(initial);
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const calls = useRef<Calls<T>>({ save, onError, same });
  useLayoutEffect(() => {
    calls.current = { save, onError, same };
  });

  const saving = useRef<Promise<void>>(Promise.resolve());
  const newest = useRef(0);

  const send = useCallback(
    (next: T) => {
      pending.current = null;
      const turn = ++newest.current;
      saving.current = saving.current.then(async () => {
        const previous = saved.current;
        if (calls.current.same(next, previous)) return;
        try {
          await calls.current.save(next, previous);
          saved.current = next;
        } catch {
          const newerComing = turn !== newest.current || pending.current !== null;
          if (revertOnError && !newerComing) setValue(previous);
          calls.current.onError(next, previous);
        }
      });
    },
    [revertOnError],
  );

  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      send(pending.current.value);
    },
    [send],
  );

  const change = useCallback(
    (next: T) => {
      setValue(next);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value: next, timer: setTimeout(() => send(next), delayMs) };
    },
    [delayMs, send],
  );

  return { value, change };
}
