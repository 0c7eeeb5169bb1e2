import { describe, expect, it } from 'vitest';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { decodeHubs, encodeHubs, loadBuiltInHubs } from './built-in-hubs.ts';
import { createBuiltInEngine } from './built-in-engine.ts';

const catalog = loadBuiltInCatalog();

describe('shipped hubness', () => {
  it('is what the engine works out for the built-in catalog (else: npm run build:hubs)', () => {
    const shipped = loadBuiltInHubs(catalog);
    expect(shipped, 'data/hubs.bin is missing or made for another catalog').not.toBeNull();
    const fresh = createBuiltInEngine(catalog, { shippedHubs: false }).hubs as Float32Array;
    const differing = fresh.filter((value, a) => Math.abs(value - (shipped?.[a] ?? 0)) > 1e-6);
    // Another Node version may round a last digit differently and move an album or two.
    expect(
      differing.length,
      'data/hubs.bin is stale: run npm run build:hubs -w @album-club/recommender',
    ).toBeLessThanOrEqual(catalog.length * 0.005);
    // Building an engine and its hubness takes seconds; several times that on a busy machine.
  }, 180_000);

  it('is used only for the catalog it was made for', () => {
    const hubs = Float32Array.from(catalog, (_, a) => a / catalog.length);
    const bytes = encodeHubs(catalog, hubs);
    expect(decodeHubs(catalog, bytes)).toEqual(hubs);
    const edited = catalog.map((album, a) => (a === 7 ? { ...album, id: `${album.id}x` } : album));
    expect(decodeHubs(edited, bytes)).toBeNull();
    expect(decodeHubs(catalog.slice(1), bytes)).toBeNull();
  });
});
