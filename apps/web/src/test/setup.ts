import { afterEach } from 'vitest';

// Files about plain logic run without a DOM (`@vitest-environment node`) and load none of this.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());

  // The first render of a lazily loaded screen compiles it; on a busy two-core machine running two
  // test files at once that can take several seconds, far beyond the library's default second.
  configure({ asyncUtilTimeout: 15_000 });

  // jsdom has no scrolling; screens that open at their top call window.scrollTo.
  window.scrollTo = () => undefined;
}
