import type { FastifyBaseLogger } from 'fastify';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** An error's name and first line only: its other fields can hold states, codes or tokens. */
function describe(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message.split('\n')[0]?.slice(0, 200) };
  if (typeof value === 'string') return value.slice(0, 200);
  return typeof value;
}

/** better-auth's log lines through pino: warnings and errors as such, chatter at debug. */
export function betterAuthLogger(log: FastifyBaseLogger) {
  return {
    level: 'debug' as const,
    log(level: Level, message: string, ...args: unknown[]) {
      const target = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
      log[target]({ auth: args.map(describe) }, `sign-in: ${message}`);
    },
  };
}
