import { Wordmark } from './wordmark.tsx';

/** The brand in a header: always a way home. A plain hash link, so it works on any screen. */
export function HomeLink() {
  return (
    <a
      href="#/"
      aria-label="Album Club, home"
      className="-m-1 flex items-center gap-2.5 rounded-full p-1 outline-offset-2"
    >
      <Wordmark />
    </a>
  );
}
