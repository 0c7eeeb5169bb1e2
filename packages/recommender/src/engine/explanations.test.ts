import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { createEngine } from './create-engine.ts';
import type { CommunityGive } from './listener-profile.ts';
import type { RecommendInput } from './recommend-input.ts';
import { TEST_CATALOG } from './test-catalog.ts';

const engine = createEngine(TEST_CATALOG, loadBuiltInWordVectors());
const top = (input: RecommendInput) => engine.recommend({ ...input, top: 1 })[0];

describe('explanations are specific and honest', () => {
  it('name the listener’s own words and the qualities that matched them', () => {
    const result = top({
      context: { situation: 'slow dancing', company: 'my wife', mood: 'in love' },
      wantNew: 'yeah',
    });
    expect(result?.album.id).toMatch(/^love/);
    expect(result?.explanation).toContain('“my wife”');
    expect(result?.explanation).toMatch(/romantic|love/);
    expect(result?.shortExplanation).toMatch(/^[A-Z].*for /);
  });

  it('say nothing personal when no listener data was used', () => {
    const result = top({ context: { situation: 'falling asleep' }, wantNew: 'your_choice' });
    expect(result?.parts.taste).toBe(0);
    expect(result?.parts.familiarity).toBe(0);
    expect(result?.explanation).not.toMatch(
      /you gave|you tagged|your library|top artists|favourite/i,
    );
  });

  it('name a top artist when that lifted the pick', () => {
    const result = top({
      context: { situation: 'dancing' },
      wantNew: 'nah',
      profile: { topArtists: ['Club Lights'] },
    });
    expect(result?.album.artist).toBe('Club Lights');
    expect(result?.explanation).toContain('Club Lights is one of your top artists.');
  });

  it('count club members who gave it for a similar situation', () => {
    const community: CommunityGive[] = [
      { albumId: 'calm2', situation: 'Rainy Day', count: 3 },
      { albumId: 'party2', situation: 'Party Time', count: 40 },
    ];
    const rainy = engine.recommend({
      context: { situation: 'rainy afternoon indoors' },
      wantNew: 'yeah',
      community,
      top: 20,
    });
    const calm2 = rainy.find((r) => r.album.id === 'calm2');
    expect(calm2?.parts.community).toBeGreaterThan(0);
    expect(calm2?.explanation).toContain('3 club members gave this for “Rainy Day”.');
    expect(rainy.find((r) => r.album.id === 'party2')?.parts.community).toBe(0);
  });

  it('mention the hour only when the hour drove the pick', () => {
    const result = top({ context: { situation: 'qwxz' }, wantNew: 'yeah', hour: 2 });
    expect(result?.album.descriptors).toContain('nocturnal');
    expect(result?.explanation).toContain('late at night');
    const daytime = top({
      context: { situation: 'working out at the gym' },
      wantNew: 'yeah',
      hour: 2,
    });
    expect(daytime?.explanation).not.toContain('late at night');
  });

  it('say an album is new to the listener only when their records were checked', () => {
    const context = { situation: 'falling asleep' };
    const known = top({
      context,
      wantNew: 'yeah',
      profile: { albums: [{ albumId: 'party1', saved: true }] },
    });
    expect(known?.explanation).toMatch(
      /And it's new to you\.|You haven't saved, played or rated it yet\./,
    );
    expect(top({ context, wantNew: 'yeah' })?.explanation).not.toContain('new to you');
  });

  it('name the album and its artist once when the words give nothing to go on', () => {
    const unrated = createEngine(
      TEST_CATALOG.map(({ rating: _rating, ...album }) => album),
      loadBuiltInWordVectors(),
    );
    for (const situation of ['qwxz', '']) {
      const [result] = unrated.recommend({ context: { situation }, wantNew: 'yeah', top: 1 });
      const text = result?.explanation ?? '';
      expect(text).toContain(result?.album.title ?? '-');
      expect(text.split(result?.album.artist ?? '-')).toHaveLength(2);
      if (situation)
        expect(text).toMatch(/didn't understand “qwxz”|“qwxz” is a word we can't read/);
    }
  });

  it('do not name the same thing twice on the cover line', () => {
    const result = top({ context: { situation: 'party' }, wantNew: 'yeah' });
    expect(result?.shortExplanation).toMatch(/for the party$/);
    expect(result?.shortExplanation.match(/party/gi)).toHaveLength(1);
  });

  it('name eating as a meal and cooking as cooking on the cover line', () => {
    expect(
      top({ context: { situation: 'Sunday brunch' }, wantNew: 'yeah' })?.shortExplanation,
    ).toMatch(/for the meal$/);
    expect(
      top({ context: { situation: 'cooking dinner' }, wantNew: 'yeah' })?.shortExplanation,
    ).toMatch(/for cooking$/);
  });

  it('keep to two to four sentences', () => {
    const result = top({
      context: { situation: 'late night drive', company: 'alone', mood: 'lonely' },
      wantNew: 'yeah',
      hour: 1,
      profile: {
        albums: [{ albumId: 'night1', rating: 9, tags: ['late night'] }],
        topArtists: ['Midnight Glass'],
      },
      community: [{ albumId: 'night3', situation: 'Late Night Vibes', count: 2 }],
    });
    const sentences = result?.explanation.split(/(?<=[.!?])\s+/) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
  });
});

describe('explanations never sell an album by its ugliest words', () => {
  const hateful = {
    id: 'hate1',
    title: 'Spite',
    artist: 'Black Bile',
    year: 1991,
    genres: ['Thrash Metal'],
    descriptors: ['hateful', 'aggressive', 'angry', 'misanthropic', 'heavy'],
    rating: { average: 7.5, count: 1000 },
  };
  const others = TEST_CATALOG.filter((album) => !album.id.startsWith('rage'));
  const angry = createEngine([...others, hateful], loadBuiltInWordVectors());
  const explained = (mood: string, situation = 'working') => {
    const [pick] = angry.recommend({
      context: { situation, mood },
      wantNew: 'yeah',
      top: 1,
    });
    return pick;
  };

  it('a furious listener lets off steam without a hateful record, and never hears "hateful"', () => {
    const pick = explained('furious');
    expect(pick?.album.id).not.toBe('hate1');
    expect(`${pick?.explanation} ${pick?.shortExplanation}`).not.toMatch(/hateful|misanthropic/i);
  });

  it('the listener’s own word is named back', () => {
    const pick = explained('hateful', 'something hateful and aggressive');
    expect(pick?.album.id).toBe('hate1');
    expect(pick?.explanation).toContain('hateful');
  });
});
