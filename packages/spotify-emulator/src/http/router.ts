import type { Exchange, Handler } from './exchange.ts';

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

export interface Match {
  handler: Handler;
  params: Record<string, string>;
}

/** Tiny method + path router; `:name` segments become params. Knows when only the method is wrong. */
export class Router {
  readonly #routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    this.#routes.push({ method, segments: path.split('/').filter(Boolean), handler });
    return this;
  }

  match(method: string, pathname: string): Match | 'method-not-allowed' | undefined {
    const parts = pathname.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of this.#routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const fits = route.segments.every((segment, index) => {
        const part = parts[index] ?? '';
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = decodeURIComponent(part);
          return true;
        }
        return segment === part;
      });
      if (!fits) continue;
      pathMatched = true;
      if (route.method === method) return { handler: route.handler, params };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  }
}

export type { Exchange };
