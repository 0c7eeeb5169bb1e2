import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { DEMO_GOOGLE_USERS, type DemoGoogleUser } from './demo-google-users.ts';
import { chooserPage, errorPage } from './local-google-pages.ts';

export interface LocalGoogleClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  appName: string;
}

export interface LocalGoogle {
  /** Issuer and base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  discoveryUrl: string;
  close(): Promise<void>;
}

interface Pending {
  client: LocalGoogleClient;
  redirectUri: string;
  state?: string;
  nonce?: string;
  scope: string;
  codeChallenge?: string;
  expiresAt: number;
}

interface Grant extends Pending {
  user: DemoGoogleUser;
}

const TEN_MINUTES = 10 * 60 * 1000;
const TOKEN_SECONDS = 3599;
const random = () => randomBytes(24).toString('base64url');

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 16_384) request.destroy();
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
) {
  response.writeHead(status, headers).end(body);
}
const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, JSON.stringify(body), {
    'content-type': 'application/json',
    'cache-control': 'no-store',
  });

function backTo(redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A local OpenID Connect provider standing in for Google: discovery, an account chooser with demo
 * users and Cancel, the code flow with PKCE (S256) and nonce, ES256-signed ID tokens, userinfo.
 * Used by `npm start` without GOOGLE_CLIENT_ID and by the tests.
 */
export async function startLocalGoogle(options: {
  port?: number;
  host?: string;
  clients: LocalGoogleClient[];
}): Promise<LocalGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = random().slice(0, 12);
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const clients = new Map(options.clients.map((client) => [client.clientId, client]));
  const pending = new Map<string, Pending>();
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, { user: DemoGoogleUser; expiresAt: number }>();
  let issuer = '';

  const authenticate = (request: IncomingMessage, form: URLSearchParams) => {
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      : [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
    const client = clients.get(id ?? '');
    return client && same(client.clientSecret, secret ?? '') ? client : undefined;
  };

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readBody(request);
    const client = authenticate(request, form);
    if (!client) return json(response, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code')
      return json(response, 400, { error: 'unsupported_grant_type' });
    const grant = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const fail = (description: string) =>
      json(response, 400, { error: 'invalid_grant', error_description: description });
    if (!grant || grant.expiresAt < Date.now() || grant.client.clientId !== client.clientId)
      return fail('Bad code');
    if (form.get('redirect_uri') !== grant.redirectUri) return fail('redirect_uri mismatch');
    if (grant.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!same(challenge, grant.codeChallenge)) return fail('Invalid code verifier');
    }
    const accessToken = `ya29.${random()}`;
    accessTokens.set(accessToken, {
      user: grant.user,
      expiresAt: Date.now() + TOKEN_SECONDS * 1000,
    });
    const idToken = await new SignJWT({
      email: grant.user.email,
      email_verified: true,
      name: grant.user.name,
      given_name: grant.user.givenName,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(issuer)
      .setAudience(client.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      scope: grant.scope,
      id_token: idToken,
    });
  }

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const showError = (message: string) => {
      const page = errorPage(message);
      send(response, 400, page.html, {
        'content-type': 'text/html; charset=utf-8',
        ...page.headers,
      });
    };
    const client = clients.get(query.get('client_id') ?? '');
    if (!client) return showError('Error 401: invalid_client. The OAuth client was not found.');
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri))
      return showError('Error 400: redirect_uri_mismatch');
    const state = query.get('state') ?? undefined;
    const fail = (error: string) => {
      response.writeHead(302, { location: backTo(redirectUri, { error, state }) }).end();
    };
    if (query.get('response_type') !== 'code') return fail('unsupported_response_type');
    const scope = query.get('scope') ?? '';
    if (!scope.split(' ').includes('openid')) return fail('invalid_scope');
    const challenge = query.get('code_challenge') ?? undefined;
    if (challenge && query.get('code_challenge_method') !== 'S256') return fail('invalid_request');
    const requestId = random();
    pending.set(requestId, {
      client,
      redirectUri,
      state,
      scope,
      codeChallenge: challenge,
      nonce: query.get('nonce') ?? undefined,
      expiresAt: Date.now() + TEN_MINUTES,
    });
    const page = chooserPage(
      requestId,
      client.appName,
      DEMO_GOOGLE_USERS,
      new URL(redirectUri).origin,
    );
    send(response, 200, page.html, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
  }

  async function decide(request: IncomingMessage, response: ServerResponse) {
    const form = await readBody(request);
    const request_ = pending.get(form.get('request') ?? '');
    pending.delete(form.get('request') ?? '');
    if (!request_ || request_.expiresAt < Date.now()) {
      const page = errorPage('This sign-in request has expired. Please start again.');
      return send(response, 400, page.html, {
        'content-type': 'text/html; charset=utf-8',
        ...page.headers,
      });
    }
    const { redirectUri, state } = request_;
    const user = DEMO_GOOGLE_USERS.find((candidate) => candidate.sub === form.get('user'));
    const location =
      form.get('action') !== 'accept' || !user
        ? backTo(redirectUri, { error: 'access_denied', state })
        : (() => {
            const code = `4/${random()}`;
            codes.set(code, { ...request_, user, expiresAt: Date.now() + TEN_MINUTES });
            return backTo(redirectUri, { code, state, iss: issuer });
          })();
    response.writeHead(302, { location }).end();
  }

  function userinfo(request: IncomingMessage, response: ServerResponse) {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const grant = accessTokens.get(bearer);
    if (!grant || grant.expiresAt < Date.now())
      return json(response, 401, { error: 'invalid_token' });
    const { user } = grant;
    json(response, 200, {
      sub: user.sub,
      email: user.email,
      email_verified: true,
      name: user.name,
      given_name: user.givenName,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer || 'http://127.0.0.1');
    const route = `${request.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(response, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            userinfo_endpoint: `${issuer}/userinfo`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['ES256'],
            scopes_supported: ['openid', 'email', 'profile'],
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
            code_challenge_methods_supported: ['S256'],
            claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'nonce'],
          });
        case 'GET /jwks':
          return json(response, 200, { keys: [jwk] });
        case 'GET /authorize':
          return authorize(url, response);
        case 'POST /authorize/decision':
          return decide(request, response);
        case 'POST /token':
          return token(request, response);
        case 'GET /userinfo':
          return userinfo(request, response);
        default:
          return json(response, 404, { error: 'not_found' });
      }
    };
    handle().catch(() => {
      if (!response.headersSent) json(response, 500, { error: 'server_error' });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
