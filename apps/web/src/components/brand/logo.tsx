import { useId } from 'react';
import { BrandGradient } from './brand-gradient.tsx';

/** The club's record mark. */
export function Logo({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <BrandGradient id={gradient} />
      <circle cx="32" cy="32" r="30" fill="#0c0a1d" />
      <circle cx="32" cy="32" r="29" fill="none" stroke={`url(#${gradient})`} strokeWidth="3" />
      <circle
        cx="32"
        cy="32"
        r="23"
        fill="none"
        stroke="#fff"
        strokeOpacity=".12"
        strokeWidth="1.5"
      />
      <circle
        cx="32"
        cy="32"
        r="17"
        fill="none"
        stroke="#fff"
        strokeOpacity=".1"
        strokeWidth="1.5"
      />
      <path
        d="M14 22a21 21 0 0 1 12-9"
        fill="none"
        stroke="#fff"
        strokeOpacity=".35"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="9" fill={`url(#${gradient})`} />
      <circle cx="32" cy="32" r="2.4" fill="#0c0a1d" />
    </svg>
  );
}
