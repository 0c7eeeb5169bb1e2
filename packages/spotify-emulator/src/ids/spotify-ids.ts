import { createHash } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_PATTERN = /^[0-9A-Za-z]{22}$/;

/** A Spotify-style 22-character base62 id, derived from a stable seed so it never changes. */
export function spotifyIdFrom(seed: string): string {
  let value = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 34)}`);
  let id = '';
  for (let i = 0; i < 22; i++) {
    id = BASE62[Number(value % 62n)] + id;
    value /= 62n;
  }
  return id;
}

export function isSpotifyId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** A 28-character lower-case user id, the shape Spotify gives accounts created since 2018. */
export function spotifyUserIdFrom(seed: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const digest = createHash('sha256').update(`user:${seed}`).digest();
  let id = '31';
  for (let i = 0; i < 26; i++) id += alphabet[(digest[i] ?? 0) % alphabet.length];
  return id;
}
