// @ts-check
import path from 'node:path';

/**
 * The web app's import rules (bulletproof-react): a feature never imports another feature nor the
 * app layer that composes it; shared code (components, hooks, lib, utils) imports neither. A
 * feature's components reach the server only through its hooks: from its `api/` they import
 * types alone (tests, which set up what a hook asks, excepted).
 * Relative specifiers are resolved against the importing file, so `../../other/x.tsx` is caught.
 */
const SHARED = new Set(['components', 'hooks', 'lib', 'utils']);

/** @param {string} file @param {string} webSrc */
function area(file, webSrc) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..')) return null;
  const [top, feature, folder] = relative.split(path.sep);
  if (top === 'features') return { kind: 'feature', feature, folder };
  if (top === 'app') return { kind: 'app' };
  if (top && SHARED.has(top)) return { kind: 'shared' };
  return null;
}

const TEST_FILE = /\.test\.[jt]sx?$/;

/**
 * Only `import type` and `export type` bring no code: with verbatimModuleSyntax an import of inline
 * `type` names alone still loads the module. `importKind` and `exportKind` come from the
 * TypeScript parser.
 * @param {any} node
 */
const typesOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Keep web features apart, shared code free of features, and components off the feature's api/.",
    },
    schema: [{ type: 'object', properties: { webSrc: { type: 'string' } }, required: ['webSrc'] }],
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}". Features are composed in src/app/routes; a feature never imports another feature.',
      featureToApp: 'Features do not import the app layer (src/app).',
      sharedToFeature:
        'Shared code (components, hooks, lib, utils) does not import features or src/app.',
      componentToApi:
        "A feature's components take only `import type` from api/: they read and write the server through the feature's hooks (useQuery, useMutation).",
    },
  },
  create(context) {
    const webSrc = path.resolve(context.options[0].webSrc);
    const from = area(context.filename, webSrc);
    if (!from) return {};
    const component = from.folder === 'components' && !TEST_FILE.test(context.filename);
    /** @param {import('estree').Node} node @param {unknown} value @param {boolean} [typeOnly] */
    function check(node, value, typeOnly = false) {
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const to = area(path.resolve(path.dirname(context.filename), value), webSrc);
      if (!to) return;
      if (component && to.kind === 'feature' && to.folder === 'api' && !typeOnly) {
        context.report({ node, messageId: 'componentToApi' });
      }
      if (from.kind === 'feature' && to.kind === 'feature' && to.feature !== from.feature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: from.feature ?? '', to: to.feature ?? '' },
        });
      } else if (from.kind === 'feature' && to.kind === 'app') {
        context.report({ node, messageId: 'featureToApp' });
      } else if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
        context.report({ node, messageId: 'sharedToFeature' });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typesOnly(node)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, typesOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, typesOnly(node)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'web-boundaries': rule } };
