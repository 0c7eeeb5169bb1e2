import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { BackgroundJobs } from '../../lib/background-jobs.ts';
import { IMPORTS_PER_INSTANCE, startImport } from './imports.service.ts';

describe('imports on one instance', () => {
  it(`asks a listener to come back when ${IMPORTS_PER_INSTANCE} imports already hold their uploads here`, async () => {
    const jobs = new BackgroundJobs();
    const releases: (() => void)[] = [];
    for (let i = 0; i < IMPORTS_PER_INSTANCE; i++)
      jobs.start(`run-${i}`, () => new Promise<void>((resolve) => releases.push(resolve)));
    const deps = {
      db: {} as Database,
      jobs,
      now: () => new Date(),
      log: { info: () => undefined, error: () => undefined },
    };
    await expect(
      startImport(deps, 'listener', Buffer.from('artist,album,track,date\n')),
    ).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      headers: { 'retry-after': '60' },
    });
    for (const release of releases) release();
    await jobs.stopAll();
  });
});
