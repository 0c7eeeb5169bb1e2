// @ts-check
import path from 'node:path';

/**
 * The web app's import rules (bulletproof-react): a feature never imports another feature nor the
 * app layer that composes it; shared code (components, hooks, lib, utils) imports neither.
 * Relative specifiers are resolved against the importing file, so `../../other/x.tsx` is caught.
 */
const SHARED = new Set(['components', 'hooks', 'lib', 'utils']);

/** @param {string} file @param {string} webSrc */
function area(file, webSrc) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..')) return null;
  const [top, feature] = relative.split(path.sep);
  if (top === 'features') return { kind: 'feature', feature };
  if (top === 'app') return { kind: 'app' };
  if (top && SHARED.has(top)) return { kind: 'shared' };
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep web features apart and shared code free of features.' },
    schema: [{ type: 'object', properties: { webSrc: { type: 'string' } }, required: ['webSrc'] }],
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}". Features are composed in src/app/routes; a feature never imports another feature.',
      featureToApp: 'Features do not import the app layer (src/app).',
      sharedToFeature:
        'Shared code (components, hooks, lib, utils) does not import features or src/app.',
    },
  },
  create(context) {
    const webSrc = path.resolve(context.options[0].webSrc);
    const from = area(context.filename, webSrc);
    if (!from) return {};
    /** @param {import('estree').Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const to = area(path.resolve(path.dirname(context.filename), value), webSrc);
      if (!to) return;
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
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'web-boundaries': rule } };
