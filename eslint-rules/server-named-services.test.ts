import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './server-named-services.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

tester.run('server-named-services', plugin.rules['server-named-services'], {
  valid: [
    { code: "app.decorate('db', database.db);" },
    { code: 'const rows = await request.server.db.select().from(session);' },
    { code: 'const auth = await app.auth();' },
    { code: "await base.limiter.consume('log-event', user.id);" },
    // A listener's sessions are data, not the app's services.
    { code: 'expect(after.sessions).toEqual([]);' },
    { code: 'return accountSessionsSchema.parse(answer.json()).sessions;' },
    { code: 'const listed = { sessions: rows.map(toSession) };' },
  ],
  invalid: [
    {
      code: "app.decorate('sessions', { auth, cache, database });",
      errors: [{ messageId: 'decorate' }],
    },
    {
      code: 'const db = request.server.sessions.database.db;',
      errors: [{ messageId: 'read' }],
    },
    { code: 'const db = base.sessions.database.db;', errors: [{ messageId: 'read' }] },
    { code: 'await spotifyFor(request.server.sessions, id);', errors: [{ messageId: 'read' }] },
    { code: 't.app.sessions.cache.forget(cookie);', errors: [{ messageId: 'read' }] },
    { code: "const { cache } = app['sessions'];", errors: [{ messageId: 'read' }] },
  ],
});
