import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener, phoneListener } from '../../test-support/listener-browsers.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds, openSecondHandle } from '../../test-support/test-database.ts';
import { give } from './give-test-calls.ts';

interface Answer {
  album: { name: string; artists: { name: string }[]; catalogId: string };
  explanation: string;
}

const rainy = { situation: 'rainy afternoon at home', company: 'alone', mood: 'wistful' };

const momentBody = (moment: typeof rainy) => ({
  responses: { activity: moment.situation, wantNew: 'your_choice' },
  userProfile: { display_name: 'Listener', top_artists: [] },
  guideWord: 'sage',
  currentHour: 16,
  ...moment,
});

const ask = async (browser: TestBrowser) => {
  const answer = await browser.post('/spotify/enhanced-recommendation', momentBody(rainy));
  expect(answer.statusCode).toBe(200);
  return answer.json() as Answer;
};

const pickedOf = (answer: Answer) => ({
  albumTitle: answer.album.name,
  artist: answer.album.artists.map((artist) => artist.name).join(', '),
});

describe.each(databaseKinds)('the club’s gives in recommendations on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('cites club members who gave an album for a matching situation', async () => {
    // What a new listener is recommended for a rainy afternoon before anyone gave anything.
    const before = await ask((await anonymousListener(t))[0]);
    expect(before.explanation).not.toMatch(/club members? gave this/);
    const picked = pickedOf(before);

    // Anonymous accounts cost nothing to make: their gives do not steer anyone.
    for (let n = 0; n < 3; n++) {
      const [giver] = await anonymousListener(t);
      expect((await give(giver, { ...picked, situation: 'Rainy Day' })).statusCode).toBe(200);
    }
    expect((await ask((await anonymousListener(t))[0])).explanation).not.toMatch(/club member/);

    for (let n = 0; n < 3; n++) {
      const [giver] = await phoneListener(t, `+1555888000${n}`);
      expect((await give(giver, { ...picked, situation: 'Rainy Day' })).statusCode).toBe(200);
    }

    // Another new listener in the same moment: the gives weigh in, and the explanation says so.
    const after = await ask((await anonymousListener(t))[0]);
    expect(after.album.catalogId).toBe(before.album.catalogId);
    expect(after.explanation).toContain('3 club members gave this for “Rainy Day”.');
  });

  it.runIf(kind === 'postgres')(
    'are cited by another instance at its next recommendation',
    async () => {
      // A second app instance on the same database, with its own pool and kept aggregate.
      const other = await buildApp(
        { ...t.config, logLevel: 'silent' },
        { database: await openSecondHandle(t.database) },
      );
      onTestFinished(() => other.close());
      await other.ready();
      const drive = { situation: 'long road trip', company: 'friends', mood: 'free' };
      const askOther = async (browser: TestBrowser) => {
        const answer = await other.inject({
          method: 'POST',
          url: '/spotify/enhanced-recommendation',
          headers: { cookie: browser.cookieHeader(), origin: t.config.publicUrl },
          payload: momentBody(drive),
        });
        expect(answer.statusCode).toBe(200);
        return answer.json() as Answer;
      };
      // The other instance reads (and keeps) the club's gives before anyone gave for this moment.
      const before = await askOther((await anonymousListener(t))[0]);
      expect(before.explanation).not.toMatch(/club members? gave this/);

      for (let n = 0; n < 3; n++) {
        const [giver] = await phoneListener(t, `+1555888100${n}`);
        const given = await give(giver, { ...pickedOf(before), situation: 'Road Trip' });
        expect(given.statusCode, given.body).toBe(200);
      }

      // Stored through the first instance, seen by the other's very next recommendation.
      const after = await askOther((await anonymousListener(t))[0]);
      expect(after.album.catalogId).toBe(before.album.catalogId);
      expect(after.explanation).toContain('3 club members gave this for “Road Trip”.');
    },
  );
});
