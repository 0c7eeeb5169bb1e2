// Runs the benchmark of every workspace that ships one, one after the other, so that no two
// benchmarks compete for the same cores.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const only = process.argv.slice(2);
let failed = false;
for (const workspace of root.workspaces) {
  const pkg = JSON.parse(
    readFileSync(new URL(`../${workspace}/package.json`, import.meta.url), 'utf8'),
  );
  if (!pkg.scripts?.bench) continue;
  if (only.length > 0 && !only.some((name) => workspace.includes(name))) continue;
  console.log(`\n=== ${pkg.name} ===`);
  const run = spawnSync('npm', ['run', '-s', 'bench', '-w', workspace], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
