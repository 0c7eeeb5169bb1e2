/** A free loopback port below the ephemeral range, never the same twice in one process. */
export function freePort(): Promise<number>;
