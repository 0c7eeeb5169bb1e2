import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { initialsOf } from '../utils/initials.ts';

/** Spec: the avatar picture, or initials when there is none (or it fails to load). */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const base = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (image && !broken) {
    return (
      <img
        src={image}
        alt=""
        className={cn(base, 'object-cover')}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'bg-gradient-to-br from-groove-500 to-violet-glow font-display font-semibold text-white',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
