import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { checkpointWhileWriting } from './pglite-checkpoints.ts';

const lsnAsNumber = (lsn: string) => {
  const [high = '0', low = '0'] = lsn.split('/');
  return parseInt(high, 16) * 2 ** 32 + parseInt(low, 16);
};

describe('checkpoints on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-checkpoints-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('follows writes with a checkpoint, so a crash has only the latest writes to replay', async () => {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: template });
    await client.waitReady;
    const stop = checkpointWhileWriting(client, 20);
    try {
      await client.exec('create table kept (id serial primary key, note text)');
      for (let i = 0; i < 200; i++)
        await client.query('insert into kept (note) values ($1)', ['x']);
      const written = await client.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
      const writtenAt = lsnAsNumber(written.rows[0]?.lsn ?? '0/0');
      await vi.waitFor(
        async () => {
          const { rows } = await client.query<{ redo: string }>(
            'select redo_lsn::text as redo from pg_control_checkpoint()',
          );
          // Recovery starts at the last checkpoint's redo point: past every write above.
          expect(lsnAsNumber(rows[0]?.redo ?? '0/0')).toBeGreaterThanOrEqual(writtenAt);
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      stop();
      await client.close();
    }
  }, 60_000);
});
