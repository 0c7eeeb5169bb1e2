import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './server-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Cycles are found by reading the files an import leads to, so the fixtures live on disk.
const src = mkdtempSync(path.join(tmpdir(), 'server-boundaries-'));
const files: Record<string, string> = {
  'lib/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
  'lib/b.ts': "import type { A } from './a.ts';\nexport const b = 1 as unknown as A;\n",
  'lib/c.ts': 'export const c = 1;\n',
  'modules/gives/gives.routes.ts': '',
  'modules/gives/gives.service.ts': '',
  'modules/albums/albums.service.ts': 'export const s = 1;\n',
  'modules/albums/albums.repository.ts': 'export const r = 1;\n',
  'modules/album-directory/album-directory.repository.ts': 'export const d = 1;\n',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
  writeFileSync(path.join(src, file), text);
}
afterAll(() => rmSync(src, { recursive: true, force: true }));

const at = (file: string) => path.join(src, file);
const options = [{ serverSrc: src, sharedModules: ['album-directory'] }];
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

tester.run('server-boundaries', plugin.rules['server-boundaries'], {
  valid: [
    {
      filename: at('modules/gives/gives.service.ts'),
      code: "import '../albums/albums.service.ts';",
      options,
    },
    {
      filename: at('modules/gives/gives.service.ts'),
      code: "import '../album-directory/album-directory.repository.ts';",
      options,
    },
    {
      filename: at('modules/gives/gives.routes.ts'),
      code: "import './gives.service.ts';",
      options,
    },
    { filename: at('lib/c.ts'), code: "import './b.ts';", options },
  ],
  invalid: [
    {
      filename: at('modules/gives/gives.routes.ts'),
      code: "import { r } from '../albums/albums.repository.ts';",
      options,
      errors: [{ messageId: 'routeToRepository' }, { messageId: 'crossModule' }],
    },
    {
      filename: at('modules/gives/gives.service.ts'),
      code: "import { r } from '../albums/albums.repository.ts';",
      options,
      errors: [{ messageId: 'crossModule' }],
    },
    {
      filename: at('lib/c.ts'),
      code: "import { s } from '../modules/albums/albums.service.ts';",
      options,
      errors: [{ messageId: 'sharedToModule' }],
    },
    {
      filename: at('lib/a.ts'),
      code: "import { b } from './b.ts';",
      options,
      errors: [{ messageId: 'cycle' }],
    },
  ],
});
