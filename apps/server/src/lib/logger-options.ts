import type { FastifyServerOptions } from 'fastify';
import { serializeErrorForLog } from './error-log-serializer.ts';

/** Query parameters whose values must never reach a log line. */
const SECRET_PARAMS =
  /^(code|state|token|access_token|refresh_token|id_token|otp|password|secret|code_verifier|callbackurl)$/i;

export function redactUrl(url: string): string {
  const [pathPart, query] = url.split('?', 2);
  if (!query) return url;
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

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        '*.authorization',
        '*.cookie',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
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
