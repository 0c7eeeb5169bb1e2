// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date.ts';

const now = new Date(2026, 10, 21, 9, 30);
const daysAgo = (days: number, hour = 12) => new Date(2026, 10, 21 - days, hour);

describe('relative listened dates (spec wording)', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [400, '13 months ago'],
  ])('%i days back reads "%s"', (days, text) => {
    expect(relativeDate(daysAgo(days), now)).toBe(text);
  });

  it('counts calendar days, not 24-hour spans: last night at 23:50 is yesterday', () => {
    expect(relativeDate(new Date(2026, 10, 20, 23, 50), new Date(2026, 10, 21, 0, 10))).toBe(
      'Yesterday',
    );
    expect(relativeDate(new Date(2026, 10, 21, 0, 5), new Date(2026, 10, 21, 23, 55))).toBe(
      'Today',
    );
  });

  it('reads a moment later than now (a clock ahead) as today', () => {
    expect(relativeDate(new Date(2026, 10, 22, 8), now)).toBe('Today');
  });
});
