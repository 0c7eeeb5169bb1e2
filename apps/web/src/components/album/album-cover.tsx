import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { designCover } from './generated-cover.ts';

interface Props {
  id: string;
  title: string;
  artist: string;
  imageUrl?: string | null;
  className?: string;
  /** Decorative covers (beside the title in text) need no alternative text. */
  decorative?: boolean;
}

/**
 * An album's cover: the provider's image when there is one, otherwise (or when the image fails to
 * load, offline say) a generated cover, so a broken image never shows.
 */
export function AlbumCover({ id, title, artist, imageUrl, className, decorative }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const label = decorative ? undefined : `${title} by ${artist}`;
  if (imageUrl && failed !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={label ?? ''}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(imageUrl)}
        className={cn('aspect-square object-cover', className)}
      />
    );
  }
  return (
    <GeneratedCover id={id} title={title} artist={artist} label={label} className={className} />
  );
}

function GeneratedCover({
  id,
  title,
  artist,
  label,
  className,
}: Omit<Props, 'imageUrl' | 'decorative'> & { label: string | undefined }) {
  const design = designCover(id, title, artist);
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 300 300"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('aspect-square', className)}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={design.background[0]} />
          <stop offset="1" stopColor={design.background[1]} />
        </linearGradient>
      </defs>
      <rect width="300" height="300" fill={`url(#${gradient})`} />
      <Pattern pattern={design.pattern} color={design.accent} />
      {design.titleLines.map((line, index) => (
        <text
          key={index}
          x="24"
          y={56 + index * 38}
          fill={design.ink}
          fontFamily="Outfit Variable, Inter Variable, sans-serif"
          fontSize="34"
          fontWeight="700"
        >
          {line}
        </text>
      ))}
      <text
        x="24"
        y="274"
        fill={design.ink}
        fillOpacity="0.85"
        fontFamily="Inter Variable, sans-serif"
        fontSize="18"
        fontWeight="500"
      >
        {design.artistLine}
      </text>
    </svg>
  );
}

function Pattern({ pattern, color }: { pattern: string; color: string }) {
  const common = { stroke: color, strokeOpacity: 0.35, fill: 'none' };
  switch (pattern) {
    case 'rings':
      return (
        <g {...common} strokeWidth="2">
          {[40, 70, 100, 130].map((r) => (
            <circle key={r} cx="230" cy="200" r={r} />
          ))}
        </g>
      );
    case 'stripes':
      return (
        <g {...common} strokeWidth="10">
          {[0, 1, 2, 3, 4].map((i) => (
            <line key={i} x1={120 + i * 40} y1="300" x2={300} y2={120 + i * 40} />
          ))}
        </g>
      );
    case 'sun':
      return <circle cx="220" cy="190" r="62" fill={color} fillOpacity="0.4" />;
    default:
      return (
        <g {...common} strokeWidth="1.5">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <g key={i}>
              <line x1={150 + i * 25} y1="130" x2={150 + i * 25} y2="250" />
              <line x1="150" y1={130 + i * 24} x2="275" y2={130 + i * 24} />
            </g>
          ))}
        </g>
      );
  }
}
