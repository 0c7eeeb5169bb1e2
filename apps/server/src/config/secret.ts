import { inspect } from 'node:util';

export const REDACTED = '[redacted]';

/**
 * A configured secret. Its value is only reachable through `reveal()`: printing, logging,
 * serialising or inspecting the config (or any error holding it) shows `[redacted]`.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return REDACTED;
  }

  toJSON(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return REDACTED;
  }
}

export function secret(value: string): Secret;
export function secret(value: string | undefined): Secret | undefined;
export function secret(value: string | undefined): Secret | undefined {
  return value === undefined ? undefined : new Secret(value);
}
