import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Star } from 'lucide-react';
import { RATING_MAX } from '@album-club/contracts/album-rules';
import { cn } from '../../lib/cn.ts';
import { FINE_FROM, formatRating, hapticFor, snapRating, stepRating } from './rating-scale.ts';

interface Props {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  className?: string;
}

const percent = (value: number) => `${(value / RATING_MAX) * 100}%`;

function buzz(value: number) {
  // Vibration is missing on desktops and iOS; there the dial is simply silent.
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator)
    navigator.vibrate(hapticFor(value));
}

/**
 * The 0–10 rating dial: drag or tap the track, or use the keyboard (arrows step 0.5, and 0.1 above
 * 7.5; Page Up/Down a whole point; Home/End the ends). A screen reader hears "8.5 out of 10".
 */
export function RatingDial({ value, onChange, label = 'Rate it', className }: Props) {
  const labelId = useId();
  const track = useRef<HTMLDivElement>(null);

  const set = (next: number) => {
    const snapped = snapRating(next);
    if (snapped === value) return;
    buzz(snapped);
    onChange(snapped);
  };

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    set(((event.clientX - box.left) / box.width) * RATING_MAX);
  };

  const keys: Record<string, () => number> = {
    ArrowRight: () => stepRating(value, 1),
    ArrowUp: () => stepRating(value, 1),
    ArrowLeft: () => stepRating(value, -1),
    ArrowDown: () => stepRating(value, -1),
    PageUp: () => value + 1,
    PageDown: () => value - 1,
    Home: () => 0,
    End: () => RATING_MAX,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    set(next());
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div className="flex items-end justify-between">
        <span id={labelId} className="font-display text-lg font-semibold">
          {label}
        </span>
        <span aria-hidden className="flex items-baseline gap-1.5">
          <Star
            className={cn(
              'size-6 self-center transition',
              value > 0 ? 'fill-groove-400 text-groove-400' : 'text-mist-500',
            )}
          />
          <span className="font-display text-4xl font-bold tabular-nums">
            {formatRating(value)}
          </span>
          <span className="text-sm text-mist-400">/10</span>
        </span>
      </div>
      <div
        ref={track}
        role="slider"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={RATING_MAX}
        aria-valuenow={value}
        aria-valuetext={`${formatRating(value)} out of 10`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
        }}
        className="relative h-11 cursor-pointer touch-none rounded-full select-none"
      >
        <div className="absolute inset-x-0 top-1/2 h-3 -translate-y-1/2 overflow-hidden rounded-full bg-white/10">
          <div
            className="absolute inset-y-0 right-0 bg-white/5"
            style={{ left: percent(FINE_FROM) }}
          />
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-gradient-to-r from-violet-glow to-groove-500"
            style={{ width: percent(value) }}
          />
        </div>
        <div
          className="absolute top-1/2 size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-ink-950 bg-mist-100 shadow-lg shadow-groove-500/40"
          style={{ left: percent(value) }}
        />
      </div>
      <div aria-hidden className="relative h-4 text-xs text-mist-500">
        {[0, 2.5, 5, FINE_FROM, 10].map((mark) => (
          <span
            key={mark}
            className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
            style={{ left: percent(mark) }}
          >
            {mark}
          </span>
        ))}
      </div>
    </div>
  );
}
