/** Three sound waves in a circle, the familiar shape of a streaming "connect" mark. */
export function SpotifyMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <path
        d="M6.5 9.2c3.8-1.1 8-.8 11.2 1M7.2 12.3c3.1-.9 6.4-.6 9.1.9M7.9 15.2c2.4-.6 4.8-.4 6.8.7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
