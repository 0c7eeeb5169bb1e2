import { Logo } from './logo.tsx';

/** The logo and the name, as every header shows them. */
export function Wordmark() {
  return (
    <>
      <Logo className="size-8" />
      <span className="font-display text-lg font-semibold tracking-tight">Album Club</span>
    </>
  );
}
