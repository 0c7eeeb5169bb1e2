// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import webBoundaries from './eslint-rules/web-boundaries.js';
import serverBoundaries from './eslint-rules/server-boundaries.js';
import serverNamedServices from './eslint-rules/server-named-services.js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through the parsed config, never process.env directly.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'album-club': webBoundaries },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'album-club/web-boundaries': ['error', { webSrc: 'apps/web/src' }],
    },
  },
  {
    // The server's layering (the album directory is every module's shared view of albums), and
    // its services reached by their own names.
    files: ['apps/server/src/**/*.ts'],
    plugins: {
      'album-club-server': { rules: { ...serverBoundaries.rules, ...serverNamedServices.rules } },
    },
    rules: {
      'album-club-server/server-boundaries': [
        'error',
        { serverSrc: 'apps/server/src', sharedModules: ['album-directory'] },
      ],
      'album-club-server/server-named-services': 'error',
    },
  },
  {
    // Config modules, scripts, tests and tooling are where the environment is legitimately read.
    files: [
      '**/config/**',
      '**/scripts/**',
      '**/*.test.ts',
      '**/*.config.ts',
      '**/*.config.js',
      'e2e/**',
      '**/bench/**',
      '**/cli/**',
      '**/test-support/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  prettier,
);
