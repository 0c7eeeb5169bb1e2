import { useId } from 'react';

/** The club's record mark. */
export function Logo({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f472b6" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
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
