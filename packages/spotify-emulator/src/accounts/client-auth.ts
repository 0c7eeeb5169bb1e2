import type { IncomingMessage } from 'node:http';
import { OAuthError } from '../http/api-error.ts';
import type { ClientRegistry, RegisteredClient } from './client-registry.ts';

export interface AuthenticatedClient {
  client: RegisteredClient;
  /** True when a correct client secret was presented (Basic header or body). */
  confidential: boolean;
}

/** Client authentication on /api/token: HTTP Basic, or client_id (+ client_secret) in the body. */
export function authenticateClient(
  req: IncomingMessage,
  form: URLSearchParams,
  clients: ClientRegistry,
): AuthenticatedClient {
  let clientId = form.get('client_id') ?? undefined;
  let secret = form.get('client_secret') ?? undefined;
  const header = req.headers.authorization;
  if (header) {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
    const decoded = match ? Buffer.from(match[1] ?? '', 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    if (colon < 1) throw new OAuthError(400, 'invalid_client', 'Invalid client');
    clientId = decoded.slice(0, colon);
    secret = decoded.slice(colon + 1);
  }
  const client = clients.get(clientId ?? '');
  if (!client) throw new OAuthError(400, 'invalid_client', 'Invalid client');
  if (secret !== undefined && secret !== client.clientSecret) {
    throw new OAuthError(400, 'invalid_client', 'Invalid client secret');
  }
  return { client, confidential: secret !== undefined };
}
