// Runs the benchmark of every workspace that ships one, one after the other, so that no two
// benchmarks compete for the same cores.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const only = process.argv.slice(2);
let failed = false;
// Benches that end in a machine-readable line write it here; it is printed again last.
const summaryDir = mkdtempSync(path.join(tmpdir(), 'album-club-bench-summary-'));
const summaryFile = path.join(summaryDir, 'summary.txt');
for (const workspace of root.workspaces) {
  const pkg = JSON.parse(
    readFileSync(new URL(`../${workspace}/package.json`, import.meta.url), 'utf8'),
  );
  if (!pkg.scripts?.bench) continue;
  if (only.length > 0 && !only.some((name) => workspace.includes(name))) continue;
  console.log(`\n=== ${pkg.name} ===`);
  const run = spawnSync('npm', ['run', '-s', 'bench', '-w', workspace], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
  });
  if (run.status !== 0) failed = true;
}
if (existsSync(summaryFile)) process.stdout.write(`\n${readFileSync(summaryFile, 'utf8')}`);
rmSync(summaryDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
