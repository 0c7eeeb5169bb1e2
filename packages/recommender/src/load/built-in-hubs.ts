import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { CatalogAlbum } from '../catalog/catalog-album.ts';

/**
 * Every built-in album's hubness, worked out once by `npm run build:hubs` (a few seconds of CPU)
 * rather than at every start. The file names the catalog it was made for (its album count and a
 * hash of its ids); for any other catalog the engine works hubness out itself.
 */
export const builtInHubsUrl = new URL('../../data/hubs.bin', import.meta.url);

const MAGIC = 0x53425548; // "HUBS"
const HEADER_BYTES = 12;

/** FNV-1a over the album ids in order: a catalog edited in any way no longer matches. */
export function catalogKey(catalog: readonly CatalogAlbum[]): number {
  let hash = 0x811c9dc5;
  for (const album of catalog) {
    for (let i = 0; i < album.id.length; i += 1) {
      hash ^= album.id.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hash = Math.imul(hash ^ 0x2c, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function encodeHubs(catalog: readonly CatalogAlbum[], hubs: Float32Array): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + hubs.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, catalog.length, true);
  view.setUint32(8, catalogKey(catalog), true);
  new Float32Array(bytes.buffer, HEADER_BYTES).set(hubs);
  return bytes;
}

/** The shipped hubness when it was made for this very catalog, else null. */
export function decodeHubs(
  catalog: readonly CatalogAlbum[],
  bytes: Uint8Array,
): Float32Array | null {
  if (bytes.byteLength !== HEADER_BYTES + catalog.length * 4) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== catalog.length) return null;
  if (view.getUint32(8, true) !== catalogKey(catalog)) return null;
  return new Float32Array(bytes.slice(HEADER_BYTES).buffer);
}

let shippedBytes: Uint8Array | null | undefined;

/** The shipped hubness for this catalog, or null; the file is read once per process. */
export function loadBuiltInHubs(catalog: readonly CatalogAlbum[]): Float32Array | null {
  shippedBytes ??= existsSync(builtInHubsUrl) ? new Uint8Array(readFileSync(builtInHubsUrl)) : null;
  return shippedBytes && decodeHubs(catalog, shippedBytes);
}

export function writeBuiltInHubs(catalog: readonly CatalogAlbum[], hubs: Float32Array): void {
  shippedBytes = encodeHubs(catalog, hubs);
  writeFileSync(builtInHubsUrl, shippedBytes);
}
