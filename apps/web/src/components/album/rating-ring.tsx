import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatRating } from '../rating/rating-scale.ts';
import { BrandGradient } from '../brand/brand-gradient.tsx';

interface Props {
  /** 0–10; 0 means not rated. */
  rating: number;
  className?: string;
}

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A rating 0–10 shown as a ring that fills with the score (the album card's rating dial). */
export function RatingRing({ rating, className }: Props) {
  const gradient = useId();
  const value = Math.min(10, Math.max(0, rating));
  const label = value > 0 ? `Rated ${formatRating(value)} out of 10` : 'Not rated yet';
  return (
    <span role="img" aria-label={label} className={cn('relative inline-flex size-12', className)}>
      <svg viewBox="0 0 48 48" className="size-full -rotate-90" aria-hidden>
        <BrandGradient id={gradient} />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke="rgb(255 255 255 / 0.1)"
          strokeWidth="4"
        />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke={`url(#${gradient})`}
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 10)}
          className={value === 0 ? 'opacity-0' : undefined}
        />
      </svg>
      <span
        aria-hidden
        className={cn(
          'absolute inset-0 flex items-center justify-center font-display text-sm font-semibold',
          value > 0 ? 'text-mist-100' : 'text-mist-500',
        )}
      >
        {value > 0 ? formatRating(value) : '–'}
      </span>
    </span>
  );
}
