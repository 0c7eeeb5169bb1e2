/**
 * How a name is folded for matching, the one rule every tier shares: the engine, the catalog
 * scripts, the server and the Spotify emulator all read it, so a name matches the same way
 * wherever it is compared. It lives in the engine's package, which depends on nothing, so the
 * engine and its command line run from a bare checkout.
 */

/** Lower case, no accents, `&` read as "and", punctuation as spaces: "Beyoncé – Lemonade!" → "beyonce lemonade". */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
