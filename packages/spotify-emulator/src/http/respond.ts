import type { Exchange } from './exchange.ts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
};

export function sendJson(
  exchange: Exchange,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  exchange.answered = { status, body, contentType: 'application/json; charset=utf-8' };
  exchange.res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, max-age=0',
    ...CORS,
    ...headers,
  });
  exchange.res.end(text);
}

/** Web API errors: `{"error": {"status": 401, "message": "..."}}`. */
export function sendApiError(
  exchange: Exchange,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(exchange, status, { error: { status, message } }, headers);
}

/** Accounts service errors: `{"error": "invalid_grant", "error_description": "..."}`. */
export function sendOAuthError(
  exchange: Exchange,
  status: number,
  error: string,
  description: string,
): void {
  sendJson(exchange, status, { error, error_description: description });
}

export function sendEmpty(exchange: Exchange, status: number): void {
  exchange.answered = { status, body: undefined, contentType: '' };
  exchange.res.writeHead(status, { ...CORS, 'content-length': '0' });
  exchange.res.end();
}

export function sendText(
  exchange: Exchange,
  status: number,
  contentType: string,
  text: string,
  headers: Record<string, string> = {},
): void {
  exchange.answered = { status, body: text, contentType };
  exchange.res.writeHead(status, { 'content-type': contentType, ...headers });
  exchange.res.end(text);
}

export function redirect(
  exchange: Exchange,
  location: string,
  headers: Record<string, string> = {},
  status: 302 | 303 = exchange.method === 'POST' ? 303 : 302,
): void {
  exchange.answered = { status, body: undefined, contentType: '' };
  exchange.res.writeHead(status, { location, 'cache-control': 'no-store', ...headers });
  exchange.res.end();
}
