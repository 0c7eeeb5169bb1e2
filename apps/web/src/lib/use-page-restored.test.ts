import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageRestored } from './use-page-restored.ts';

function showPage(persisted: boolean): void {
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
}

describe('usePageRestored', () => {
  it('answers only a page shown again from the back-forward cache, while mounted', () => {
    const onRestored = vi.fn();
    const { unmount } = renderHook(() => usePageRestored(onRestored));
    showPage(false);
    expect(onRestored).not.toHaveBeenCalled();
    showPage(true);
    expect(onRestored).toHaveBeenCalledTimes(1);
    unmount();
    showPage(true);
    expect(onRestored).toHaveBeenCalledTimes(1);
  });
});
