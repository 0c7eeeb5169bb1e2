import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import { anonymousListener } from '../test-support/listener-browsers.ts';
import { databaseKinds } from '../test-support/test-database.ts';
import { serializeErrorForLog } from './error-log-serializer.ts';

describe.each(databaseKinds)('a failed query in the logs on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('names the query and the database’s reason but never the listener’s values', async () => {
    const db = t.database.db;
    await db.execute(sql`create or replace function album_club_test_fail() returns trigger as $$
      begin raise exception 'simulated outage'; end $$ language plpgsql`);
    await db.execute(sql`create trigger album_club_test_fail before insert or update on user_album
      for each row execute function album_club_test_fail()`);
    const [browser] = await anonymousListener(t);
    const secretNote = 'my therapist says this album is the one';
    const answer = await browser.post('/spotify/album-interaction', {
      albumId: 'csv_private',
      albumName: 'Private Album',
      artistName: 'Someone',
      interactionType: 'notes_update',
      notes: secretNote,
    });
    expect(answer.statusCode).toBe(500);
    expect(JSON.stringify(answer.json())).not.toContain('user_album');
    const logged = t.logs.filter((line) => line.includes('"request failed"')).join('\n');
    expect(logged).toContain('user_album');
    expect(logged).toContain('simulated outage');
    expect(logged).toContain('params: [withheld]');
    expect(logged).not.toContain(secretNote);
    expect(logged).not.toContain('csv_private');
  });
});

describe('serializeErrorForLog', () => {
  it('keeps the name, message, codes and causes of an ordinary error', () => {
    const cause = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    const error = new Error('could not reach the database', { cause });
    expect(serializeErrorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'could not reach the database',
      cause: { type: 'Error', message: 'connection refused', code: 'ECONNREFUSED' },
    });
  });

  it('withholds bound values spread over several lines', () => {
    const error = Object.assign(
      new Error('Failed query: insert into note values ($1)\nparams: line one\nline two'),
      { query: 'insert into note values ($1)', params: ['line one\nline two'] },
    );
    const serialized = serializeErrorForLog(error);
    expect(JSON.stringify(serialized)).not.toContain('line one');
    expect(JSON.stringify(serialized)).not.toContain('line two');
    expect(serialized.message).toBe(
      'Failed query: insert into note values ($1)\nparams: [withheld]',
    );
    expect(serialized.query).toBe('insert into note values ($1)');
  });
});
