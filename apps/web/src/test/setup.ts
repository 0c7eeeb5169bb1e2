import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The first render of a lazily loaded screen compiles it; on a busy two-core machine running two
// test files at once that can take several seconds, far beyond the library's default second.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling; screens that open at their top call window.scrollTo.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
