// Prints recommendations for a moment. Usage (from the repository root):
//   npm run -s recommend -- --situation TEXT [--company TEXT] [--mood TEXT]
//     [--want-new yeah|nah|your_choice] [--hour H] [--weekday D] [--top K] [--seed N]
//     [--catalog FILE.jsonl] [--profile FILE.json] [--json]
import { readFileSync } from 'node:fs';
import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { formatCatalogWarning, parseCatalogJsonl } from '../catalog/load-catalog.ts';
import type { ListenerProfile } from '../engine/listener-profile.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import { parseArgs, UsageError } from './parse-args.ts';

function readFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${what} "${path}": ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
}

const SHOWN_WARNINGS = 20;

/** The albums of a catalog file; odd lines are skipped with a warning on stderr, not fatal. */
function readCatalog(path: string): CatalogAlbum[] {
  const { albums, warnings } = parseCatalogJsonl(readFile(path, 'catalog'));
  for (const warning of warnings.slice(0, SHOWN_WARNINGS))
    process.stderr.write(`recommend: warning: ${formatCatalogWarning(warning)}\n`);
  if (warnings.length > SHOWN_WARNINGS) {
    const skipped = warnings.filter((warning) => warning.skipped).length;
    process.stderr.write(
      `recommend: warning: ${warnings.length - SHOWN_WARNINGS} more warnings (${skipped} lines skipped in all)\n`,
    );
  }
  if (albums.length === 0) {
    const reason = warnings[0] ? `: ${formatCatalogWarning(warnings[0])}` : '';
    throw new UsageError(`catalog "${path}" has no usable albums${reason}`);
  }
  return albums;
}

const USAGE = `Usage: npm run -s recommend -- --situation TEXT [--company TEXT] [--mood TEXT]
  [--want-new yeah|nah|your_choice] [--hour 0-23] [--weekday 0-6] [--top K] [--seed N]
  [--catalog FILE.jsonl] [--profile FILE.json] [--json]`;

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const options = parseArgs(args);
  const catalog = options.catalog ? readCatalog(options.catalog) : undefined;
  let profile: ListenerProfile | undefined;
  if (options.profile) {
    try {
      profile = JSON.parse(readFile(options.profile, 'profile')) as ListenerProfile;
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`profile "${options.profile}" is not valid JSON`);
    }
  }
  const engine = createBuiltInEngine(catalog);
  const results = engine.recommend({
    context: { situation: options.situation, company: options.company, mood: options.mood },
    wantNew: options.wantNew,
    hour: options.hour,
    weekday: options.weekday,
    top: options.top,
    seed: options.seed,
    profile,
  });
  if (options.json) {
    const out = results.map(({ album, score, explanation, shortExplanation }) => ({
      id: album.id,
      title: album.title,
      artist: album.artist,
      score: Math.round(score * 10_000) / 10_000,
      explanation,
      shortExplanation,
    }));
    process.stdout.write(`${JSON.stringify({ results: out })}\n`);
    return;
  }
  results.forEach(({ album, score, explanation, shortExplanation }, i) => {
    console.log(
      `${i + 1}. ${album.title} — ${album.artist} (${album.year ?? '?'})  score ${score.toFixed(3)}`,
    );
    console.log(`   ${shortExplanation}`);
    console.log(`   ${explanation}`);
  });
}

try {
  main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // One line, so scripts can show it as it is; --help has the usage.
  process.stderr.write(`recommend: ${message.split('\n')[0]}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
