import { createHash } from 'node:crypto';
import { foldName as fold } from '../../src/text/fold-name.ts';

const EDITION =
  /\s*[([][^)\]]*\b(deluxe|edition|remaster(ed)?|expanded|anniversary|bonus|reissue|version|mono|stereo)\b[^)\]]*[)\]]\s*$/i;
const DASH_EDITION = /\s+-\s+[^-]*\b(deluxe|edition|remaster(ed)?|expanded|anniversary)\b.*$/i;

/** Title key for joins: edition suffixes, accents, case and punctuation do not matter. */
export function titleKey(title: string): string {
  return fold(withoutEditions(title)).replace(/^the /, '');
}

/** "Rumours (Deluxe Edition)" → "Rumours". */
export function withoutEditions(title: string): string {
  let base = title.trim();
  for (let i = 0; i < 3; i += 1) base = base.replace(EDITION, '').replace(DASH_EDITION, '');
  return base;
}

/** The title with every bracketed part left out: "Twin Fantasy (Mirror to Mirror)" → "twin fantasy". */
export function bareTitleKey(title: string): string {
  const base = withoutEditions(title);
  return titleKey(base.replace(/\s*[([][^)\]]*[)\]]/g, '').trim() || base);
}

/** "山下達郎 [Tatsuro Yamashita]" joins as "Tatsuro Yamashita", as other charts spell it. */
const romanised = (artist: string) =>
  artist.replace(/[^[\],&]*\[([^\]]*\p{Script=Latin}[^\]]*)\]/gu, '$1');

/** Artist key for joins: a leading "the", connective words and native scripts do not matter. */
export function artistKey(artist: string): string {
  return fold(romanised(artist))
    .replace(/^the /, '')
    .replace(/\b(and|with|featuring|feat|x)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function albumKey(artist: string, title: string): string {
  return `${artistKey(artist)}|${titleKey(title)}`;
}

/** A readable, stable id; scripts with no Latin letters fall back to a short hash. */
export function albumId(artist: string, title: string): string {
  const slug = `${fold(artist)} ${fold(title)}`
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  const latin = slug.replace(/[^a-z]/g, '').length;
  if (latin >= 3) return `csv_${slug}`;
  return `csv_${shortHash(albumKey(artist, title))}`;
}

export function shortHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 10);
}

export function parseYear(text: string | undefined): number | null {
  const match = /\b(1[89]\d\d|20\d\d)\b/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

export function parseCount(text: string | undefined): number | null {
  const digits = (text ?? '').replace(/[^\d.]/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

export function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item !== 'NA' && item !== '...');
}
