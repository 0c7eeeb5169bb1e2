import { describe, expect, it } from 'vitest';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { loadBuiltInGenreTree } from '../catalog/load-genre-tree.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';

const engine = createBuiltInEngine();
const catalog = new Map(loadBuiltInCatalog().map((album) => [album.id, album]));
const tree = loadBuiltInGenreTree();

/** The genres an album lists first, and whether one of them is (under) the family. */
function leadsWith(albumId: string, family: string, first = 3): boolean {
  const album = catalog.get(albumId);
  return (album?.genres ?? []).slice(0, first).some((genre) => {
    const name = genre.toLowerCase();
    return name === family || tree.ancestors(name).includes(family);
  });
}

const firstPick = (situation: string, company?: string) => {
  const [pick] = engine.recommend({
    context: { situation, company },
    wantNew: 'your_choice',
    seed: 3,
  });
  if (!pick) throw new Error('no pick');
  return pick;
};

describe('plain asks on the built-in catalog', () => {
  it('"country music" means country, not a blues that shares the word', () => {
    for (const hour of [9, 20]) {
      const picks = engine.recommend({
        context: { situation: 'country music line dancing', company: 'friends' },
        wantNew: 'your_choice',
        hour,
        seed: 7,
        top: 5,
      });
      for (const pick of picks) expect(leadsWith(pick.album.id, 'country')).toBe(true);
    }
  });

  it('a plain ask for gospel reaches gospel records, rated or not, before records only tinged by it', () => {
    for (const situation of ['some gospel', 'gospel for sunday morning']) {
      expect(leadsWith(firstPick(situation).album.id, 'gospel')).toBe(true);
    }
  });

  it('a decade asked for is never named as a word not understood', () => {
    const pick = firstPick('90s hip hop while cleaning');
    expect(pick.explanation).not.toMatch(/“90s”[^.]*can't read|didn't understand[^.]*“90s”/);
    expect(catalog.get(pick.album.id)?.year).toBeGreaterThanOrEqual(1990);
    expect(catalog.get(pick.album.id)?.year).toBeLessThanOrEqual(1999);
  });
});

describe('asks for a kind or an artist, read exactly', () => {
  it('"heavy metal" is heavy metal, not any record with metal in its genre', () => {
    for (const situation of ['heavy metal for the bench press', 'some heavy metal']) {
      const genres = catalog.get(firstPick(situation).album.id)?.genres.slice(0, 2) ?? [];
      expect(genres.join(' ')).toMatch(/heavy metal|thrash|speed metal|doom metal/i);
      expect(genres.join(' ')).not.toMatch(/funk metal|nu metal/i);
    }
  });

  it('something like a singer is sung by the same kind of voice, and her name is no other word', () => {
    const pick = firstPick('something like Taylor Swift');
    const descriptors = catalog.get(pick.album.id)?.descriptors ?? [];
    expect(descriptors).toContain('female vocals');
    expect(descriptors).not.toContain('male vocals');
    expect(pick.explanation).not.toMatch(/family|“something like Taylor Swift”/i);
  });
});

describe('occasions named in passing', () => {
  it('a late parent is grief: no cheer, and the reading says so', () => {
    const pick = firstPick("cleaning out my late dad's house", 'my sister');
    const album = catalog.get(pick.album.id);
    for (const cheer of ['happy', 'playful', 'party', 'humorous'])
      expect(album?.descriptors.slice(0, 6)).not.toContain(cheer);
    expect(pick.shortExplanation).toMatch(/griev|loss/i);
  });

  it('a nervous first day at a new job is not a celebration; getting the job is', () => {
    const [first] = engine.recommend({
      context: { situation: 'first day at a new job', mood: 'nervous' },
      wantNew: 'your_choice',
      seed: 3,
    });
    expect(first?.shortExplanation).not.toMatch(/celebrat/i);
    expect(firstPick('got the job!', 'friends').shortExplanation).toMatch(/celebrat/i);
  });

  it('other holidays are holidays, never Christmas records or a romantic evening', () => {
    for (const situation of ['thanksgiving dinner', 'hanukkah candles with the family']) {
      const pick = firstPick(situation, 'the whole family');
      expect(catalog.get(pick.album.id)?.genres.join(' ')).not.toMatch(/christmas/i);
      expect(pick.shortExplanation).not.toMatch(/romantic/i);
    }
  });
});

describe('a little of a kind', () => {
  it('"a bit of country for the drive" asks for country; "a bit of house cleaning" asks for nothing', () => {
    expect(leadsWith(firstPick('a bit of country for the drive').album.id, 'country')).toBe(true);
    // A house record may still be the best chores record; what matters is that none was asked.
    const cleaning = firstPick('a bit of house cleaning');
    expect(cleaning.explanation).not.toMatch(/asked for/i);
    expect(cleaning.shortExplanation).toMatch(/chores/);
  });
});

describe('kinds asked for in passing', () => {
  it('"something bluesy" is the blues, and "some punk" is punk, not post-punk', () => {
    expect(leadsWith(firstPick('put on something bluesy').album.id, 'blues', 2)).toBe(true);
    const punk = firstPick('some punk to get me going');
    const genres = catalog.get(punk.album.id)?.genres.slice(0, 2).join(' ') ?? '';
    expect(genres).toMatch(/punk/i);
    expect(genres).not.toMatch(/post-punk/i);
    expect(punk.explanation).toMatch(/punk/i);
  });
});
