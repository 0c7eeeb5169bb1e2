import { describe, expect, it } from 'vitest';
import { chartRuns, withChartRuns } from './chart-facts.ts';

const album = (artist: string, title: string) => ({
  id: `csv_${title}`,
  title,
  artist,
  year: 1982,
  genres: ['Pop'],
  descriptors: [],
});

describe('chart runs', () => {
  it('joins an album to its Billboard run, spelling and editions aside, best run kept', () => {
    const runs = chartRuns([
      { artist: 'Michael Jackson', title: 'Thriller', peak_pos: '1', weeks: '520' },
      { artist: 'Michael Jackson', title: 'Thriller (Deluxe Edition)', peak_pos: '3', weeks: '40' },
      { artist: 'Nobody', title: 'Broken', peak_pos: 'x', weeks: '3' },
    ]);
    const [thriller, other] = withChartRuns(
      [album('Michael Jackson', 'Thriller'), album('Nobody', 'Broken')],
      runs,
    );
    expect(thriller?.chart).toEqual({ peak: 1, weeks: 520 });
    expect(other?.chart).toBeUndefined();
  });
});
