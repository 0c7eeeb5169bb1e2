import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDebouncedSave } from './use-debounced-save.ts';

/** A save the test settles by hand, so saves can be made to overlap. */
function manualSaves() {
  const started: { value: boolean; settle: (ok: boolean) => void }[] = [];
  const save = vi.fn(
    (value: boolean) =>
      new Promise<void>((resolve, reject) =>
        started.push({ value, settle: (ok) => (ok ? resolve() : reject(new Error('offline'))) }),
      ),
  );
  return { started, save };
}

describe('useDebouncedSave', () => {
  it('sends the next save only once the one before it has answered', async () => {
    const { started, save } = manualSaves();
    const { result } = renderHook(() => useDebouncedSave<boolean>(false, 0, save, vi.fn()));
    act(() => result.current.change(true));
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => result.current.change(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toHaveLength(1);
    await act(async () => started[0]?.settle(true));
    await waitFor(() => expect(started.map((s) => s.value)).toEqual([true, false]));
  });

  it('does not put the old value back when a newer change is on its way', async () => {
    const { started, save } = manualSaves();
    const onError = vi.fn();
    const { result } = renderHook(() => useDebouncedSave<boolean>(false, 0, save, onError));
    act(() => result.current.change(true));
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => result.current.change(false));
    act(() => result.current.change(true));
    await act(async () => started[0]?.settle(false));
    expect(onError).toHaveBeenCalledOnce();
    expect(result.current.value).toBe(true);
    // The newest value is still sent, since the failed one never reached the server.
    await waitFor(() => expect(started.map((s) => s.value)).toEqual([true, true]));
    await act(async () => started[1]?.settle(false));
    expect(result.current.value).toBe(false);
  });
});
