const DAY_MS = 86_400_000;

/** Days between two calendar dates in this browser's time zone (0 = same day). */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = Date.UTC(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * Spec (relative dates): Today, Yesterday, N days ago, 1 week ago / N weeks ago, 1 month ago /
 * N months ago. Weeks from 7 days, months from 30; a date in the future reads as today.
 */
export function relativeDate(date: Date, now: Date = new Date()): string {
  const days = Math.max(0, calendarDaysBetween(date, now));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
