import { serializeErrorForLog } from './error-log-serializer.ts';
import type { SecretScrubber } from './secret-scrubber.ts';

type Write = (line: string) => unknown;

/**
 * One log line about an error the process cannot go on from: the error as the logs show any
 * error (its own text fields only, never the objects it holds, such as a client, a config or
 * sign-in's options), then scrubbed of every known secret.
 */
export function crashLine(scrubber: SecretScrubber, message: string, error: unknown): string {
  const line = JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    msg: message,
    err: serializeErrorForLog(error),
  });
  return `${scrubber.scrub(line)}\n`;
}

/**
 * Replaces Node's own report of an uncaught exception or unhandled rejection (which inspects the
 * error with everything it refers to) with a scrubbed log line; the process still stops, as
 * Node would have stopped it.
 */
export function reportCrashes(scrubber: SecretScrubber, write: Write): void {
  process.on('uncaughtException', (error, origin) => {
    write(crashLine(scrubber, `the server stopped: ${origin}`, error));
    process.exit(1);
  });
}
