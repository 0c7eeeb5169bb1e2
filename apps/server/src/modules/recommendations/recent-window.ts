/**
 * Where the times after `windowStart` begin in a list kept oldest first: a binary search, since
 * a listener allowed many recommendations a minute (a raised limit) may hold thousands.
 */
export function firstInWindow(times: readonly number[], windowStart: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? 0) > windowStart) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Adds `at` to a list kept oldest first, dropping the times before the window, in place. */
export function keepInWindow(times: number[], windowStart: number, at: number): void {
  times.splice(0, firstInWindow(times, windowStart));
  times.push(at);
}
