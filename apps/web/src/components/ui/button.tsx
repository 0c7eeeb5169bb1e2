import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

type Variant = 'primary' | 'spotify' | 'secondary' | 'ghost';
type Size = 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary:
    'bg-gradient-to-r from-groove-500 to-violet-glow text-white shadow-lg shadow-groove-500/25 hover:brightness-110',
  spotify: 'bg-spotify text-ink-950 shadow-lg shadow-spotify/20 hover:bg-[#3be477]',
  secondary: 'border border-white/15 bg-white/5 text-mist-100 hover:bg-white/10',
  ghost: 'text-mist-300 hover:bg-white/5 hover:text-mist-100',
};

const sizes: Record<Size, string> = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-13 px-6 text-base',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-45 disabled:saturate-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
