// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastStore } from './toast-store.ts';

describe('toasts', () => {
  afterEach(() => {
    for (const item of toastStore.snapshot()) toast.dismiss(item.id);
  });

  it('does not stack the same words again while they show', () => {
    const first = toast.error('Too many requests. Please try again in a few minutes.');
    const again = toast.error('Too many requests. Please try again in a few minutes.');
    expect(again).toBe(first);
    expect(toastStore.snapshot()).toHaveLength(1);
    toast.dismiss(first);
    toast.error('Too many requests. Please try again in a few minutes.');
    expect(toastStore.snapshot()).toHaveLength(1);
  });
});
