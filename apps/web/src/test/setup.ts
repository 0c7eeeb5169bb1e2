import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no scrolling; screens that open at their top call window.scrollTo.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
