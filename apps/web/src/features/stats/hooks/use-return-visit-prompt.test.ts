import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CREATION_EVENT, type AccountCreationDetail } from '../../../lib/account-events.ts';
import { LAST_VISIT_KEY, localDay, useReturnVisitPrompt } from './use-return-visit-prompt.ts';

describe('the return-visit prompt', () => {
  let asked: AccountCreationDetail[] = [];
  const listen = (event: Event) => asked.push((event as CustomEvent<AccountCreationDetail>).detail);
  beforeEach(() => {
    localStorage.clear();
    asked = [];
    window.addEventListener(ACCOUNT_CREATION_EVENT, listen);
  });
  afterEach(() => window.removeEventListener(ACCOUNT_CREATION_EVENT, listen));

  const anonymousWithRecords = { isAnonymous: true, hasRecords: true };

  it('asks an anonymous listener with records who comes back on a later day, once that day', () => {
    renderHook(() => useReturnVisitPrompt(anonymousWithRecords, '2026-11-24'));
    expect(asked).toEqual([]);
    renderHook(() => useReturnVisitPrompt(anonymousWithRecords, '2026-11-25'));
    expect(asked.map((detail) => detail.trigger)).toEqual(['return_visit']);
    renderHook(() => useReturnVisitPrompt(anonymousWithRecords, '2026-11-25'));
    expect(asked).toHaveLength(1);
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBe('2026-11-25');
  });

  it('waits until what the listener has is known, then counts the visit once', () => {
    localStorage.setItem(LAST_VISIT_KEY, '2026-11-20');
    const { rerender } = renderHook(
      ({ listener }) => useReturnVisitPrompt(listener, '2026-11-25'),
      { initialProps: { listener: null as typeof anonymousWithRecords | null } },
    );
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBe('2026-11-20');
    rerender({ listener: anonymousWithRecords });
    expect(asked.map((detail) => detail.trigger)).toEqual(['return_visit']);
  });

  it('never asks members, listeners with nothing to keep, or on a first visit', () => {
    localStorage.setItem(LAST_VISIT_KEY, '2026-11-20');
    renderHook(() => useReturnVisitPrompt({ isAnonymous: false, hasRecords: true }, '2026-11-25'));
    localStorage.setItem(LAST_VISIT_KEY, '2026-11-20');
    renderHook(() => useReturnVisitPrompt({ isAnonymous: true, hasRecords: false }, '2026-11-25'));
    localStorage.clear();
    renderHook(() => useReturnVisitPrompt(anonymousWithRecords, '2026-11-25'));
    expect(asked).toEqual([]);
  });

  it('names days by the local calendar', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
