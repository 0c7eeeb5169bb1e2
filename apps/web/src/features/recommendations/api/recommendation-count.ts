const KEY = 'recommendation_count';
/** Spec: after five recommendations an anonymous listener is invited to keep them. */
export const FIVE_RECS = 5;

/** Counts one more recommendation received on this device; answers the new count. */
export function countRecommendation(): number {
  try {
    const count = (Number(localStorage.getItem(KEY)) || 0) + 1;
    localStorage.setItem(KEY, String(count));
    localStorage.setItem('lastRecommendationTime', String(Date.now()));
    return count;
  } catch {
    return 0;
  }
}
