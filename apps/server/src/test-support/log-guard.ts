/** Known secrets and tokens must never be written: what a test app logs is checked line by line. */
const leaks: string[] = [];

/** A token a URL carries, not masked: a reset link's path or a `token=` parameter. */
const URL_TOKEN =
  /\/reset-password\/(?!\[redacted\])[^/?#\s"\\]+|[?&]token=(?!\[redacted\]|%5Bredacted)[^&#\s"\\]+/;

/**
 * A log stream that notes every line carrying one of `secrets` (the app's configured secrets) or
 * an unmasked token in a URL, then hands the line on. The setup file fails a test file that
 * leaked (see log-guard-setup.ts).
 */
export function guardedLogStream(
  secrets: string[],
  next?: (line: string) => void,
): { write(line: string): void } {
  const hunted = secrets.filter((value) => value.length >= 8);
  return {
    write(line) {
      const leaked = hunted.some((value) => line.includes(value)) || URL_TOKEN.test(line);
      if (leaked) leaks.push(line.slice(0, 300));
      next?.(line);
    },
  };
}

/** The lines that leaked since the last call (the line is cut short: it holds a secret). */
export function takeLeaks(): string[] {
  return leaks.splice(0);
}
