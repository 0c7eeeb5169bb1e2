import { REDACTED } from '../config/secret.ts';

/** Shorter values are too common to hunt for in text (and too weak to be anyone's secret). */
const MIN_SECRET_LENGTH = 8;

/** A token where a URL carries one: a reset link's path, or a query parameter. */
const TOKEN_IN_PATH = /(\/reset-password\/)(?!\[redacted\])[^/?#\s"'\\]+/g;
const TOKEN_IN_QUERY =
  /([?&#](?:token|code|otp|state|reset|access_token|refresh_token|id_token|code_verifier)=)(?!\[redacted\]|%5Bredacted%5D)[^&#\s"'\\]+/gi;

export interface SecretScrubber {
  /** Adds values to hunt for (the config's secrets once they are known). */
  add(values: Iterable<string>): void;
  /** The text with every known secret, and every token a URL carries, replaced by [redacted]. */
  scrub(text: string): string;
}

function formsOf(value: string): string[] {
  return [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
}

/**
 * The last line of defence between the process and its logs: whatever a log line or a crash
 * report holds, the configured secrets and URL-borne tokens leave as [redacted].
 */
export function createSecretScrubber(initial: Iterable<string> = []): SecretScrubber {
  const hunted = new Set<string>();
  let longestFirst: string[] = [];
  const add = (values: Iterable<string>) => {
    for (const value of values) {
      if (value.length < MIN_SECRET_LENGTH) continue;
      for (const form of formsOf(value)) hunted.add(form);
    }
    longestFirst = [...hunted].sort((a, b) => b.length - a.length);
  };
  add(initial);
  return {
    add,
    scrub(text) {
      let clean = text;
      for (const value of longestFirst) {
        if (clean.includes(value)) clean = clean.split(value).join(REDACTED);
      }
      return clean.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
    },
  };
}
