import type { Engine } from '@album-club/recommender/engine/create-engine';
import { createBuiltInEngine } from '@album-club/recommender/load/built-in-engine';

let shared: Engine | undefined;

/**
 * The engine over the built-in catalog, built once per process. The catalog itself is parsed once
 * per process too, so the Spotify emulator and the engine share it.
 */
export function sharedBuiltInEngine(): Engine {
  shared ??= createBuiltInEngine();
  return shared;
}
