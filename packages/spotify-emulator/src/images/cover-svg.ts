import { escapeHtml } from '../http/html.ts';
import { seededRandom } from '../ids/seeded-random.ts';

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue)} ${saturation}% ${lightness}%)`;
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A deterministic abstract cover: the same album always gets the same art, offline. */
export function albumCoverSvg(id: string, title: string, artist: string, size: number): string {
  const random = seededRandom(`cover:${id}`);
  const hue = random.int(0, 359);
  const accent = (hue + random.int(90, 210)) % 360;
  const shapes: string[] = [];
  const count = random.int(3, 7);
  for (let i = 0; i < count; i++) {
    const x = random.int(0, 640);
    const y = random.int(0, 520);
    const r = random.int(40, 260);
    const color = hsl(random.chance(0.5) ? accent : hue, random.int(40, 90), random.int(25, 70));
    shapes.push(
      random.chance(0.6)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="0.${random.int(35, 85)}"/>`
        : `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r * 0.6}" fill="${color}" opacity="0.${random.int(35, 85)}" transform="rotate(${random.int(-40, 40)} ${x} ${y})"/>`,
    );
  }
  const label =
    size >= 300
      ? `<rect x="0" y="540" width="640" height="100" fill="rgba(0,0,0,0.55)"/>
<text x="28" y="584" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeHtml(shorten(title, 30))}</text>
<text x="28" y="622" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#ddd">${escapeHtml(shorten(artist, 40))}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 640 640" role="img" aria-label="${escapeHtml(`${title} by ${artist}`)}">
<rect width="640" height="640" fill="${hsl(hue, 45, 18)}"/>
${shapes.join('\n')}
${label}
</svg>`;
}

/** Initials on a coloured disc, for artists and listeners. */
export function portraitSvg(id: string, name: string, size: number): string {
  const random = seededRandom(`portrait:${id}`);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 640 640" role="img" aria-label="${escapeHtml(name)}">
<rect width="640" height="640" fill="${hsl(random.int(0, 359), 55, 40)}"/>
<text x="320" y="320" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="260" font-weight="700" fill="#fff">${escapeHtml(initials)}</text>
</svg>`;
}
