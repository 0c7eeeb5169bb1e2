import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
const dir = mkdtempSync(path.join(tmpdir(), 'ib-'));
const mem = process.argv[2] === 'mem';
const c = new PGlite(mem ? undefined : { dataDir: dir });
await c.waitReady;
async function measure(label, n, fn) { const t0 = process.cpuUsage(); const w0 = performance.now(); for (let i=0;i<n;i++) await fn(i); const u = process.cpuUsage(t0); console.log(`${label}: ${((u.user+u.system)/n).toFixed(1)} µs cpu, ${((performance.now()-w0)*1000/n).toFixed(1)} µs wall`); }
await measure('query select 1', 5000, () => c.query('select 1'));
await measure('exec select 1', 5000, () => c.exec('select 1'));
await measure('query select 1 again', 5000, () => c.query('select 1'));
await c.exec('create table t (id int primary key, v text)');
await measure('insert autocommit', 3000, (i) => c.query('insert into t values ($1, $2)', [i, 'x']));
await measure('tx insert x10', 300, async (i) => c.transaction(async (tx) => { for (let j=0;j<10;j++) await tx.query('insert into t values ($1, $2)', [100000+i*10+j, 'x']); }));
await c.close();
