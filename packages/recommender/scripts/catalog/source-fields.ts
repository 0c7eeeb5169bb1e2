import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from './csv.ts';
import type { DescriptorNormaliser } from './descriptors.ts';
import { parseCount, splitList } from './normalise.ts';

export const readCsv = (dataDir: string, file: string) =>
  parseCsv(readFileSync(join(dataDir, 'catalog', file), 'utf8'));

/** The data sets added later to fill thin areas (Billboard 200, Grammy album categories). */
export const readExtraCsv = (dataDir: string, file: string) =>
  parseCsv(readFileSync(join(dataDir, 'catalog-extra', file), 'utf8'));

export const num = (text: string | undefined) => {
  const value = parseCount(text);
  return value === null || Number.isNaN(value) ? undefined : value;
};

export function descriptorsOf(text: string, normaliser: DescriptorNormaliser): string[] {
  const out: string[] = [];
  for (const raw of splitList(text)) {
    const descriptor = normaliser.normalise(raw);
    if (descriptor && !out.includes(descriptor)) out.push(descriptor);
  }
  return out;
}

export function rym(average: string | undefined, count: string | undefined) {
  const avg = num(average);
  const n = num(count);
  return avg !== undefined && n !== undefined ? { average: avg * 2, count: n } : undefined;
}
