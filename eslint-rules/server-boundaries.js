// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's layering (fastify/demo, epic-stack): a module reaches another module only through
 * its service (`*.service.ts`) unless that module is declared shared; `lib/` (and the other
 * shared folders) never import `modules/`; a route never imports a repository; and no file
 * imports itself back through a cycle (type-only imports included: they still tie the files).
 * Relative specifiers are resolved against the importing file.
 */

/** @param {string} file @param {string} serverSrc */
function area(file, serverSrc) {
  const relative = path.relative(serverSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, module] = relative.split(path.sep);
  if (top === 'modules' && module && !module.endsWith('.ts')) return { kind: 'module', module };
  if (top === 'lib' || top === 'db' || top === 'config' || top === 'integrations')
    return { kind: 'shared', top };
  return { kind: 'other', top };
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** @type {Map<string, string[]>} */
const importsCache = new Map();

/** The relative imports of a file on disk, resolved to absolute paths. */
function importsOf(/** @type {string} */ file) {
  const cached = importsCache.get(file);
  if (cached) return cached;
  /** @type {string[]} */
  const found = [];
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (specifier?.startsWith('.')) found.push(path.resolve(path.dirname(file), specifier));
    }
  }
  importsCache.set(file, found);
  return found;
}

/** A chain of imports from `start` back to `target`, or null. */
function cycleThrough(/** @type {string} */ start, /** @type {string} */ target, within) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Array<[string, string[]]>} */
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = /** @type {[string, string[]]} */ (stack.pop());
    if (file === target) return trail;
    if (seen.has(file) || !file.startsWith(within)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the server's modules layered and free of import cycles." },
    schema: [
      {
        type: 'object',
        properties: {
          serverSrc: { type: 'string' },
          sharedModules: { type: 'array', items: { type: 'string' } },
        },
        required: ['serverSrc'],
      },
    ],
    messages: {
      crossModule:
        'Module "{{from}}" imports "{{file}}" of module "{{to}}". Reach another module only through its *.service.ts.',
      sharedToModule:
        'Shared server code ({{top}}/) does not import modules/. Move what both need into {{top}}/.',
      routeToRepository:
        'A route does not import a repository. Routes validate, authorize and call one service function.',
      cycle: 'Import cycle: {{chain}}.',
    },
  },
  create(context) {
    const options = context.options[0];
    const serverSrc = path.resolve(options.serverSrc);
    const shared = new Set(options.sharedModules ?? []);
    const filename = path.resolve(context.filename);
    const from = area(filename, serverSrc);
    if (!from) return {};
    const isRoute = filename.endsWith('.routes.ts');
    const isTest = /\.test\.tsx?$/.test(filename);

    /** @param {import('estree').Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), value);
      const to = area(target, serverSrc);
      if (!to) return;
      const file = path.basename(target);
      if (isRoute && file.endsWith('.repository.ts')) {
        context.report({ node, messageId: 'routeToRepository' });
      }
      if (
        !isTest &&
        from.kind === 'module' &&
        to.kind === 'module' &&
        to.module !== from.module &&
        !shared.has(to.module ?? '') &&
        !file.endsWith('.service.ts')
      ) {
        context.report({
          node,
          messageId: 'crossModule',
          data: { from: from.module ?? '', to: to.module ?? '', file },
        });
      }
      if (from.kind === 'shared' && to.kind === 'module') {
        context.report({ node, messageId: 'sharedToModule', data: { top: from.top ?? '' } });
      }
      if (!isTest) {
        const chain = cycleThrough(target, filename, serverSrc);
        if (chain) {
          const names = [filename, ...chain].map((f) => path.relative(serverSrc, f));
          context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
        }
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

export default { rules: { 'server-boundaries': rule } };
