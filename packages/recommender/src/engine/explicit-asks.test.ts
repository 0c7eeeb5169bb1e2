import { describe, expect, it } from 'vitest';
import { readAsks, type AskVocabulary } from './explicit-asks.ts';
import type { MomentContext } from './recommend-input.ts';

const vocabulary: AskVocabulary = {
  catalogGenres: new Set(['dream pop', 'shoegaze', 'alt-country', 'jazz', 'house', 'new music']),
  artistIdByKey: new Map([
    ['radiohead', 1],
    ['sleep', 2],
    ['beatles', 3],
  ]),
  titlesOf: (artist) =>
    artist === 1 ? [{ title: 'kid a', genres: ['Art Rock', 'Electronic'], year: 2000 }] : [],
  rank: (word) => ({ sleep: 900, house: 400, shoegaze: 60000 })[word] ?? 5000,
  latestYear: 2024,
};
const read = (situation: string, more: Partial<MomentContext> = {}) =>
  readAsks({ situation, ...more }, vocabulary);
const families = (situation: string) => read(situation).genres.flatMap((g) => g.families);

describe('explicit asks', () => {
  it('reads plain genre words as asks for their genre families', () => {
    expect(families('put on some jazz')).toContain('jazz');
    expect(families('classical music while I read')).toContain('classical music');
    expect(families('90s hip-hop while cleaning')).toContain('hip hop');
    expect(families('k-pop dance party')).toContain('k-pop');
    expect(families('a little bossa nova')).toContain('bossa nova');
    expect(families('some shoegaze')).toContain('shoegaze');
    expect(families('dream pop for the drive')).toContain('dream pop');
  });

  it('reads an everyday word that is also a genre only beside a music word', () => {
    expect(families('a drive through the country')).toEqual([]);
    expect(families('cleaning the house')).toEqual([]);
    expect(families('country music line dancing')).toContain('country');
    expect(families('folk songs by the campfire')).toContain('folk');
    expect(families('put on some soul')).toContain('soul');
    expect(families('metal')).toContain('metal');
    expect(read('dinner', { mood: 'soul' }).genres.flatMap((g) => g.families)).toContain('soul');
  });

  it('reads a language or region beside a music word', () => {
    expect(families('some french music for dinner')).toContain('chanson');
    expect(families('japanese songs on the train')).toContain('j-pop');
    expect(families('brazilian music at the beach')).toContain('bossa nova');
    expect(families('dinner at a french restaurant')).toEqual([]);
  });

  it('reads decades, years and "this year"', () => {
    expect(read('90s hip hop').years).toMatchObject({ from: 1990, to: 1999 });
    expect(read('the 1980s')?.years).toMatchObject({ from: 1980, to: 1989 });
    expect(read('some seventies rock').years).toMatchObject({ from: 1970, to: 1979 });
    expect(read('new music from this year').years).toMatchObject({ from: 2024, to: 2024 });
    expect(read('new music from this year').genres).toEqual([]);
    expect(read('songs from 1977').years).toMatchObject({ from: 1977, to: 1977 });
    expect(read('doing the dishes').years).toBeNull();
  });

  it('reads "something like <artist>" only for an artist the catalog knows', () => {
    expect(read('something like Radiohead').artist).toMatchObject({ artist: 1 });
    expect(read('stuff like the Beatles').artist).toMatchObject({ artist: 3 });
    expect(read('I feel like sleep').artist).toBeNull();
    expect(read('something like Nobody Knows').artist).toBeNull();
  });

  it('keeps a negated genre as one to rule out', () => {
    const asks = read('dinner party, no jazz please');
    expect(asks.genres).toEqual([]);
    expect(asks.notGenres.flatMap((g) => g.families)).toContain('jazz');
  });

  it('holds "no vocals" and "nothing too loud" as constraints', () => {
    const quiet = read('dinner party, no vocals', { mood: 'nothing too loud' });
    expect(quiet.wantDescriptors).toEqual(['instrumental']);
    expect(quiet.notDescriptors).toEqual(expect.arrayContaining(['male vocals', 'aggressive']));
    expect(read('dinner party with loud friends').notDescriptors).toEqual([]);
  });

  it('reads the other fields too', () => {
    expect(read('working', { mood: 'in the mood for jazz' }).genres[0]?.field).toBe('mood');
  });
});
