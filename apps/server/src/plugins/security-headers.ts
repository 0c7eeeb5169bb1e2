import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export interface SecurityOptions {
  /** Origins album covers may come from besides this server (Spotify's image CDN, say). */
  imageOrigins: string[];
  /** Send HSTS only when the product is served over HTTPS. */
  https: boolean;
}

/**
 * Scripts only from this origin, no inline script, no plugins, no framing. Inline styles are
 * allowed because the accessible primitives position popovers and lock scrolling with them;
 * styles cannot run code.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https://p.scdn.co'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
