import { beforeAll } from 'vitest';
import { sharedBuiltInEngine } from '../modules/recommendations/built-in-engine.ts';

// Test files of a worker share one module graph, so the engine over the built-in catalog is built
// once per worker. Built here, that takes the hook's time limit, not that of whichever test first
// asks for an album's facts (slow when the machine is busy).
beforeAll(() => {
  sharedBuiltInEngine();
});
