export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IntentKeys {
  /** The key for this body: the same while the listener asks the same thing again. */
  keyFor: (body: unknown) => string;
  /** The intent was answered: the next request is a new one. */
  done: () => void;
}

/**
 * Idempotency keys per intent of the listener. Retrying the same create (after a lost answer or
 * an error) keeps its key, so the server replays instead of creating twice; a changed form, or a
 * create that was answered, starts a new key.
 */
export function intentKeys(): IntentKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: randomKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}
