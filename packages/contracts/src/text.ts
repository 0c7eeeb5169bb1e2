/**
 * Text rules every tier shares: how a name is folded for matching, and how text is escaped for
 * HTML. The engine, the catalog scripts, the server and the Spotify emulator all read these, so
 * a name matches the same way wherever it is compared.
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

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML and SVG (content or a quoted attribute): it can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}
