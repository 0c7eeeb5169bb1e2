import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './web-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const webSrc = path.resolve('/repo/apps/web/src');
const at = (file: string) => path.join(webSrc, file);
const options = [{ webSrc }];
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

tester.run('web-boundaries', plugin.rules['web-boundaries'], {
  valid: [
    {
      filename: at('features/gives/api/x.ts'),
      code: "import '../../../lib/api-client.ts';",
      options,
    },
    {
      filename: at('app/routes/home.tsx'),
      code: "import '../../features/gives/api/x.ts';",
      options,
    },
  ],
  invalid: [
    {
      filename: at('features/gives/api/x.ts'),
      code: "import '../../stats/api/y.ts';",
      options,
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('features/gives/api/x.ts'),
      code: "import '../../../app/router.tsx';",
      options,
      errors: [{ messageId: 'featureToApp' }],
    },
    {
      filename: at('lib/z.ts'),
      code: "import '../features/gives/api/x.ts';",
      options,
      errors: [{ messageId: 'sharedToFeature' }],
    },
  ],
});
