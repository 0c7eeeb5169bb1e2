import type { ImportFormat } from '@album-club/contracts/imports';
import { looksLikeScrobbles } from './lastfm-csv-parser.ts';

/** How much of a file is looked at to tell its format. */
export const SNIFF_BYTES = 64 * 1024;

const has = (text: string, ...keys: string[]) => keys.every((key) => text.includes(`"${key}"`));

/**
 * A file's format from its first characters, never its name: each format names its own fields
 * early (the first entry of a JSON array, the first JSON line, a CSV's first line).
 */
export function detectFormat(content: string): ImportFormat | null {
  const head = content
    .slice(0, SNIFF_BYTES)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('{') || head.startsWith('[')) {
    if (/"format"\s*:\s*"album-club-export"/.test(head)) return 'album-club';
    if (has(head, 'ts', 'ms_played')) return 'spotify-extended';
    if (has(head, 'endTime', 'msPlayed')) return 'spotify-account';
    if (has(head, 'listened_at', 'track_metadata')) return 'listenbrainz';
    return null;
  }
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  return looksLikeScrobbles(firstLine) ? 'lastfm-csv' : null;
}
