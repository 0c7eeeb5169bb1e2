/** A stable 32-bit hash (FNV-1a) of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface CoverDesign {
  background: [string, string];
  ink: string;
  accent: string;
  pattern: 'rings' | 'stripes' | 'sun' | 'grid';
  titleLines: string[];
  artistLine: string;
}

const patterns: CoverDesign['pattern'][] = ['rings', 'stripes', 'sun', 'grid'];

const foldName = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Breaks text into at most `maxLines` lines of about `width` characters, ellipsis at the end. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width || !line) {
      line = candidate.length > width * 1.6 ? `${candidate.slice(0, width)}…` : candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/…$/, '')}…`;
  return kept;
}

/**
 * The cover an album gets when it has no image: colours and a pattern derived from the album,
 * so the same album always looks the same, with its title and artist set in type.
 */
export function designCover(id: string, title: string, artist: string): CoverDesign {
  // One album reaches the screens under several ids (catalog, Spotify, a give) and spellings:
  // its name decides its look, so it looks the same everywhere. The id only tells nameless ones apart.
  const name = `${foldName(title)}|${foldName(artist)}`;
  const hash = hashString(name === '|' ? id : name);
  const hue = hash % 360;
  const shift = 30 + ((hash >>> 9) % 120);
  const light = 18 + ((hash >>> 17) % 14);
  return {
    background: [`hsl(${hue} 62% ${light}%)`, `hsl(${(hue + shift) % 360} 70% ${light + 14}%)`],
    ink: 'hsl(0 0% 98%)',
    accent: `hsl(${(hue + 180) % 360} 85% 70%)`,
    pattern: patterns[(hash >>> 5) % patterns.length] ?? 'rings',
    titleLines: wrapWords(title || 'Untitled', 14, 3),
    artistLine: wrapWords(artist || 'Unknown Artist', 22, 1)[0] ?? '',
  };
}
