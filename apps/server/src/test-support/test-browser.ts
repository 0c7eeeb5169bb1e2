import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let nextAddress = 1;

/**
 * One browser against the app under test: it keeps cookies, sends its page's Origin on
 * state-changing requests (as browsers do) and comes from an address of its own.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly ip = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const gone =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (gone) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers))
      headers.origin = this.origin;
    // The local outbox answers only on the server's own machine, where its reader sits.
    const local = options.url.startsWith('/dev/outbox');
    const remoteAddress = options.remoteAddress ?? (local ? '127.0.0.1' : this.ip);
    const response = await this.app.inject({ ...options, headers, remoteAddress });
    this.keep(response);
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
}
