import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import {
  CLIENT_IP_HEADER,
  EMAIL_VERIFIED_PATH,
  ENABLED_AUTH_PATHS,
  PASSWORD_RESET_PATH,
  SIGN_IN_ERROR_PATH,
} from '../lib/auth-constants.ts';
import { AppError } from '../lib/app-error.ts';
import { databaseIsDown, databaseUnavailable } from '../db/database-unavailable.ts';
import { realEmail } from '../lib/auth-providers.ts';
import { forgetCallerSession, readSession, requestHeaders } from '../lib/listener-session.ts';
import { authRequestFields } from '../lib/auth-request-fields.ts';
import { authRateRulesFor } from '../lib/rate-limit/auth-rate-rules.ts';
import { clientNetwork } from '../lib/rate-limit/client-network.ts';

const BASE = '/api/auth';
/** Where Spotify and Google send the browser back: `/callback/<provider>`. */
const CALLBACK_PATH = /^\/callback\/(spotify|google)$/;
const statusCodes: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'VALIDATION_ERROR',
};

/**
 * What better-auth answers, made safe for the browser: session tokens (the cookie already holds
 * them) are dropped, placeholder addresses read as no address, and errors get the product's shape.
 */
function sanitize(body: unknown, status: number, requestId: string, path: string): unknown {
  if (body === null || typeof body !== 'object') return body;
  const copy = { ...(body as Record<string, unknown>) };
  delete copy.token;
  // The callback URL given for the verification mail is not where a password sign-in goes.
  if (path === '/sign-in/email' && copy.redirect === true) {
    copy.redirect = false;
    delete copy.url;
  }
  if (copy.session && typeof copy.session === 'object') {
    const { token: _token, ...session } = copy.session as Record<string, unknown>;
    copy.session = session;
  }
  if (copy.user && typeof copy.user === 'object') {
    const user = copy.user as Record<string, unknown>;
    copy.user = { ...user, email: realEmail(user.email as string | null) };
  }
  // Sign-up answers alike for an address with an account and one without (better-auth's made-up
  // user for a known address lacks fields a stored row has): only what the caller sent, echoed.
  if (path === '/sign-up/email' && status < 400) {
    const user = copy.user as Record<string, unknown> | undefined;
    return { user: { email: user?.email ?? null, emailVerified: false } };
  }
  if (status >= 400) {
    const code =
      typeof copy.code === 'string' && copy.code
        ? copy.code
        : (statusCodes[status] ?? 'AUTH_ERROR');
    const message = typeof copy.message === 'string' ? copy.message : 'Sign-in failed.';
    return { code, message, requestId };
  }
  return copy;
}

/** Verification mail sent on sign-up or sign-in always leads back into the app. */
const MAILING_PATHS = new Set(['/sign-up/email', '/sign-in/email', '/send-verification-email']);

function withDefaults(path: string, body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  // A reset link always leads back into the app.
  if (path === '/request-password-reset') return { ...body, redirectTo: PASSWORD_RESET_PATH };
  if (!MAILING_PATHS.has(path)) return body;
  return { callbackURL: EMAIL_VERIFIED_PATH, ...(body as Record<string, unknown>) };
}

/** "GET /reset-password/abc" is the enabled "GET /reset-password/:token". */
const routeOf = (method: string, path: string) =>
  method === 'GET' && /^\/reset-password\/[^/]+$/.test(path)
    ? 'GET /reset-password/:token'
    : `${method} ${path}`;

async function relay(request: FastifyRequest, reply: FastifyReply, config: AppConfig) {
  const { limiter } = request.server;
  const url = new URL(request.url, config.publicUrl);
  const path = url.pathname.slice(BASE.length) || '/';
  if (!ENABLED_AUTH_PATHS.has(routeOf(request.method, path))) {
    return reply.callNotFound();
  }
  const rules = authRateRulesFor(path);
  if (rules) {
    try {
      await limiter.consume(rules.perAddress, clientNetwork(request.ip));
    } catch (error) {
      // A provider sends the browser back here: the callback screen explains, not a JSON page.
      const provider = CALLBACK_PATH.exec(path)?.[1];
      if (!provider || !(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      return reply.redirect(`${SIGN_IN_ERROR_PATH}?error=rate_limited&provider=${provider}`, 302);
    }
    const value = (request.body as Record<string, unknown> | undefined)?.[
      rules.perIdentifier?.field ?? ''
    ];
    if (rules.perIdentifier && typeof value === 'string') {
      for (const rule of rules.perIdentifier.rules) await limiter.consume(rule, value.trim());
    }
  }
  const body = withDefaults(path, authRequestFields(path, request.body));
  const headers = requestHeaders(request);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  const auth = await request.server.auth();
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
    }),
  );
  // better-auth answers a failed query with a bare 500: while the database is away, say so.
  if (response.status >= 500 && (await databaseIsDown(request.server.database)))
    throw databaseUnavailable();
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name))
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('application/json') || !text) {
    return reply.send(text);
  }
  return reply.send(sanitize(JSON.parse(text), response.status, request.id, path));
}

function forward(query: Record<string, unknown>, names: string[]): string {
  const params = new URLSearchParams();
  for (const name of names) {
    const value = query[name];
    if (typeof value === 'string' && value.length <= 500) params.set(name, value);
  }
  return params.toString();
}

/** better-auth behind /api/auth/* (only the endpoints the product uses), and its landing paths. */
export function authBridge(config: AppConfig) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${BASE}/*`,
      // A POST may sign the caller in or out, or change their account: whoever they were, their
      // cached sessions go, so the next call reads the session afresh.
      preHandler: async (request) => {
        if (request.method === 'POST') await readSession(request).catch(() => null);
      },
      onSend: async (request) => {
        if (request.method === 'POST') forgetCallerSession(request);
      },
      handler: (request, reply) => relay(request, reply, config),
    });

    // A failed provider sign-in: the web app's callback screen explains it.
    app.get(SIGN_IN_ERROR_PATH, (request, reply) => {
      // The provider comes back too, so the callback screen's 'Try Again' can start it again.
      // Only codes: the screen never shows free text from a URL anyone can craft.
      const query = forward(request.query as Record<string, unknown>, ['provider', 'error']);
      return reply.redirect(`/#/callback${query ? `?${query}` : ''}`, 302);
    });

    // The e-mail verification link: back to the app, which asks for the password.
    app.get(EMAIL_VERIFIED_PATH, (request, reply) => {
      const { error } = request.query as { error?: string };
      return reply.redirect(`/#/?email=${error ? 'link-invalid' : 'verified'}`, 302);
    });

    // A password reset link, its token checked: back to the app, which asks for the new password.
    // The token moves behind the '#', so it never comes back to the server in a URL.
    app.get(PASSWORD_RESET_PATH, (request, reply) => {
      const { token, error } = request.query as { token?: string; error?: string };
      const valid = !error && typeof token === 'string' && /^[A-Za-z0-9_-]{10,100}$/.test(token);
      const where = valid ? `reset=${encodeURIComponent(token)}` : 'email=reset-invalid';
      return reply.redirect(`/#/?${where}`, 302);
    });
  };
}
