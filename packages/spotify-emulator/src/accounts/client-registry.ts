/** A Spotify app as registered in the developer dashboard. */
export interface RegisteredClient {
  clientId: string;
  /** Absent for public clients that only use PKCE. */
  clientSecret?: string;
  /** Exact redirect URIs; Spotify compares them character for character. */
  redirectUris: string[];
}

export const DEMO_CLIENT: RegisteredClient = {
  clientId: 'albumclubdemo0000000000000000000',
  clientSecret: 'albumclubdemosecret0000000000000',
  redirectUris: ['http://127.0.0.1:3000/callback', 'http://127.0.0.1:5173/callback'],
};

export class ClientRegistry {
  readonly #clients = new Map<string, RegisteredClient>();

  constructor(clients: readonly RegisteredClient[]) {
    for (const client of clients) this.register(client);
  }

  /** Spotify accepts HTTPS redirect URIs, and plain HTTP only on a loopback IP (never `localhost`). */
  register(client: RegisteredClient): void {
    for (const uri of client.redirectUris) {
      const url = new URL(uri);
      const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new Error(`Redirect URI not allowed by Spotify: ${uri}`);
      }
    }
    this.#clients.set(client.clientId, { ...client, redirectUris: [...client.redirectUris] });
  }

  get(clientId: string): RegisteredClient | undefined {
    return this.#clients.get(clientId);
  }
}
