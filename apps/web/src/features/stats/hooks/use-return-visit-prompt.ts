import { useEffect } from 'react';
import { triggerAccountCreation } from '../../../lib/account-events.ts';

/** The local day this browser last opened the dashboard (YYYY-MM-DD). */
export const LAST_VISIT_KEY = 'albumclub_last_visit_day';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export const localDay = (when: Date) =>
  `${when.getFullYear()}-${twoDigits(when.getMonth() + 1)}-${twoDigits(when.getDate())}`;

/**
 * Spec (account modal): the return_visit trigger. An anonymous listener who comes back on a later
 * day with something to keep (albums, ratings or moments) is invited to make an account, at most
 * once a day and under the modal's dismissal limit like every other prompt. `listener` is null
 * until what they have is known, so the visit is counted once, with the right answer.
 */
export function useReturnVisitPrompt(
  listener: { isAnonymous: boolean; hasRecords: boolean } | null,
  today: string = localDay(new Date()),
) {
  const known = listener !== null;
  const isAnonymous = listener?.isAnonymous ?? false;
  const hasRecords = listener?.hasRecords ?? false;
  useEffect(() => {
    if (!known) return;
    let last: string | null;
    try {
      last = localStorage.getItem(LAST_VISIT_KEY);
      localStorage.setItem(LAST_VISIT_KEY, today);
    } catch {
      return; // Without storage every visit would look like a return.
    }
    if (isAnonymous && hasRecords && last !== null && last < today) {
      triggerAccountCreation('return_visit');
    }
  }, [known, isAnonymous, hasRecords, today]);
}
