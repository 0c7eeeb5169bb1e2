import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './open-pglite.ts';

describe('the embedded database in DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts migrated on an empty folder and keeps what was written across a restart', async () => {
    const first = await openPglite({ dataDir });
    await first.db.execute(
      sql`insert into album (id, title) values ('csv_kept-across-restarts', 'Kept')`,
    );
    await first.close();
    const again = await openPglite({ dataDir });
    const found = await again.db.execute(
      sql`select title from album where id = 'csv_kept-across-restarts'`,
    );
    expect((found as unknown as { rows: { title: string }[] }).rows).toEqual([{ title: 'Kept' }]);
    await again.close();
  }, 60_000);
});
