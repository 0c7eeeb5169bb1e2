// @ts-check

/**
 * The server's services live on the app under their own names (`app.db`, `request.server.auth()`,
 * `app.limiter`; see apps/server/src/plugins/app-services.ts), never in one bag reached as
 * `app.sessions.database.db`: a bag hides which service a file uses and types them all as one.
 * The rule refuses decorating `sessions` and reading `sessions` off the app.
 */

/** Names the Fastify instance goes by in the server's code. */
const APP_NAMES = new Set(['app', 'base', 'fastify', 'instance', 'server']);

/** @param {import('estree').Node} node */
function isApp(node) {
  if (node.type === 'Identifier') return APP_NAMES.has(node.name);
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return APP_NAMES.has(node.property.name);
  return false;
}

/** @param {import('estree').Node} node */
const isSessions = (node) =>
  (node.type === 'Identifier' && node.name === 'sessions') ||
  (node.type === 'Literal' && node.value === 'sessions');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Reach the server's services by their own decorators." },
    schema: [],
    messages: {
      decorate:
        "Decorate each service under its own name (app.db, app.auth, app.limiter…), not a bag under 'sessions'.",
      read: "Use the service's own decorator (request.server.db, app.auth()…), not app.sessions.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        const [first] = node.arguments;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'decorate' &&
          first &&
          isSessions(first)
        )
          context.report({ node, messageId: 'decorate' });
      },
      MemberExpression(node) {
        if (isApp(node.object) && isSessions(node.property))
          context.report({ node, messageId: 'read' });
      },
    };
  },
};

export default { rules: { 'server-named-services': rule } };
