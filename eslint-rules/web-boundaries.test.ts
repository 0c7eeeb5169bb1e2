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
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "import type { GiveForm } from '../api/gives-api.ts';",
      options,
    },
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "export type { GiveForm } from '../api/gives-api.ts';",
      options,
    },
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "import { useClubGives } from '../hooks/use-gives.ts'; import { canShare } from '../utils/give-form.ts';",
      options,
    },
    {
      // Hooks are where the api is called.
      filename: at('features/gives/hooks/use-gives.ts'),
      code: "import { giveKeys } from '../api/give-queries.ts';",
      options,
    },
    {
      // A test sets up what the component's hook will ask.
      filename: at('features/gives/components/give-card.test.tsx'),
      code: "import { giveKeys } from '../api/give-queries.ts';",
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
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "import { shareGive } from '../api/gives-api.ts';",
      options,
      errors: [{ messageId: 'componentToApi' }],
    },
    {
      // Inline type names alone still load the module.
      filename: at('features/gives/components/give-card.tsx'),
      code: "import { type GiveForm } from '../api/gives-api.ts';",
      options,
      errors: [{ messageId: 'componentToApi' }],
    },
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "import { canShare, type GiveForm } from '../api/give-form.ts';",
      options,
      errors: [{ messageId: 'componentToApi' }],
    },
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "import '../api/gives-api.ts';",
      options,
      errors: [{ messageId: 'componentToApi' }],
    },
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "const api = () => import('../api/gives-api.ts');",
      options,
      errors: [{ messageId: 'componentToApi' }],
    },
    {
      filename: at('features/gives/components/give-card.tsx'),
      code: "export { shareGive } from '../api/gives-api.ts';",
      options,
      errors: [{ messageId: 'componentToApi' }],
    },
    {
      // Another feature's api is two mistakes at once.
      filename: at('features/gives/components/give-card.tsx'),
      code: "import { getUserStats } from '../../stats/api/get-user-stats.ts';",
      options,
      errors: [{ messageId: 'componentToApi' }, { messageId: 'crossFeature' }],
    },
  ],
});
