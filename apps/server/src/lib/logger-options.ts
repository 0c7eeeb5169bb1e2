import type { FastifyServerOptions } from 'fastify';
import { serializeErrorForLog } from './error-log-serializer.ts';
import type { SecretScrubber } from './secret-scrubber.ts';

/** Query parameters whose values must never reach a log line. */
const SECRET_PARAMS =
  /^(code|state|token|reset|access_token|refresh_token|id_token|otp|password|secret|code_verifier|callbackurl)$/i;
/** A reset link carries its token in the path. */
const TOKEN_PATH = /^(\/api\/auth\/reset-password\/)[^/?#]+/;

export function redactUrl(url: string): string {
  const [rawPath = '', query] = url.split('?', 2);
  const pathPart = rawPath.replace(TOKEN_PATH, '$1[redacted]');
  if (!query) return query === undefined ? pathPart : `${pathPart}?`;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  }
  return `${pathPart}?${params.toString()}`;
}

interface RequestLike {
  method: string;
  url: string;
  id: string;
  ip: string;
  headers: Record<string, unknown>;
}

/**
 * Every line passes the scrubber on its way out (standard output unless a stream is given), so
 * no configured secret or URL-borne token is written, whatever object a log call was handed.
 */
export function loggerOptions(
  level: string,
  scrubber: SecretScrubber,
  stream: { write(line: string): unknown } = process.stdout,
): FastifyServerOptions['logger'] {
  return {
    level,
    stream: { write: (line: string) => void stream.write(scrubber.scrub(line)) },
    redact: {
      paths: [
        '*.authorization',
        '*.cookie',
        '*["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.otp',
        '*.secret',
        '*.accessToken',
        '*.refreshToken',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => serializeErrorForLog(error),
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
