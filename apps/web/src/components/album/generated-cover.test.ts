// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { designCover, wrapWords } from './generated-cover.ts';

describe('designCover', () => {
  it('gives the same album the same cover, and different albums different ones', () => {
    const a = designCover('csv_blue', 'Blue', 'Joni Mitchell');
    expect(designCover('csv_blue', 'Blue', 'Joni Mitchell')).toEqual(a);
    expect(designCover('csv_court', 'Court and Spark', 'Joni Mitchell').background).not.toEqual(
      a.background,
    );
  });

  it('gives one album one cover wherever it shows, whatever its id or spelling there', () => {
    const onDashboard = designCover('csv_joni-mitchell-blue', 'Blue', 'Joni Mitchell');
    const inAGive = designCover('5f1c-give-album', 'blue ', 'joni  mitchell');
    expect(inAGive.background).toEqual(onDashboard.background);
    expect(inAGive.pattern).toBe(onDashboard.pattern);
  });

  it('falls back to honest words when title or artist are missing', () => {
    const cover = designCover('x', '', '');
    expect(cover.titleLines).toEqual(['Untitled']);
    expect(cover.artistLine).toBe('Unknown Artist');
  });
});

describe('wrapWords', () => {
  it('wraps at word boundaries and ends an overflow with an ellipsis', () => {
    expect(
      wrapWords('The Rise and Fall of Ziggy Stardust and the Spiders from Mars', 14, 3),
    ).toEqual(['The Rise and', 'Fall of Ziggy', 'Stardust and…']);
  });

  it('cuts a single very long word', () => {
    expect(wrapWords('Supercalifragilisticexpialidocious', 10, 2)).toEqual(['Supercalif…']);
  });
});
