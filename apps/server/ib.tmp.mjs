import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
const { openPglite } = await import('/work/main/apps/server/dist/db/open-pglite.js');
const { insertRecommendations } = await import('/work/main/apps/server/dist/modules/recommendations/recommendations.repository.js');
const { sql } = await import('drizzle-orm');
const h = await openPglite({ dataDir: mkdtempSync(path.join(tmpdir(), 'ib-')) });
const db = h.db;
const users = [];
for (let i = 0; i < 20; i++) { const id = randomUUID(); users.push(id);
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values (${id}, 'x', ${id + '@x'}, false, now(), now())`); }
await db.execute(sql`insert into album (id, title, artists) values ('csv_a', 'A', '["B"]'::jsonb) on conflict do nothing`);;
const expl = 'Because you are doing the dishes with your grandma and feeling hungover but hopeful, this warm, gentle record fits. Its soft vocals and easy grooves carry you through. '.repeat(2);
const row = (u) => ({ id: randomUUID(), userId: u, albumId: 'csv_a', situation: 'doing the dishes', company: 'my grandma', mood: 'hungover', wantNew: 'yeah', localHour: 5, score: 0.8, explanation: expl, shortExplanation: 'Warm and gentle for the dishes', details: { catalogId: 'csv_a', parts: { a: 0.1, b: 0.2, c: 0.3, d: 0.4, e: 0.5 }, seed: 3 }, createdAt: new Date() });
for (const batch of (process.argv[2] ?? '1,10').split(',').map(Number)) {
  const total = 4000;
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  for (let i = 0; i < total / batch; i++) await insertRecommendations(db, Array.from({ length: batch }, (_, j) => row(users[(i + j) % 20])));
  const c = process.cpuUsage(t0);
  console.log(`batch ${batch}: ${((c.user + c.system) / total).toFixed(1)} µs cpu/row, wall ${((performance.now() - w0) * 1000 / total).toFixed(1)} µs/row`);
}
await h.close();
const h2 = await openPglite({ dataDir: mkdtempSync(path.join(tmpdir(), 'ib-')) });
async function measure(label, n, fn) { const t0 = process.cpuUsage(); const w0 = performance.now(); for (let i=0;i<n;i++) await fn(i); const c = process.cpuUsage(t0); console.log(`${label}: ${((c.user+c.system)/n).toFixed(1)} µs cpu, ${((performance.now()-w0)*1000/n).toFixed(1)} µs wall`); }
await measure('select 1', 3000, () => h2.db.execute(sql`select 1`));
await h2.db.execute(sql`create table t (id int primary key, v text)`);
await measure('insert 1 autocommit', 3000, (i) => h2.db.execute(sql`insert into t values (${i}, 'x')`));
await h2.db.execute(sql`set synchronous_commit = off`);
await measure('insert 1 sync off', 3000, (i) => h2.db.execute(sql`insert into t values (${i+100000}, 'x')`));
await h2.close();
