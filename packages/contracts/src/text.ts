/**
 * How text is escaped for HTML, the one rule the server and the Spotify emulator share. (Name
 * folding, shared by every tier, is the engine's: `@album-club/recommender/text/fold-name`.)
 */

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
