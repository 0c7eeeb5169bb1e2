// Quality harness. The development set against the engine and two baselines, on the built-in
// catalog and on the same catalog retold in a foreign vocabulary; the held-out split (never tuned
// on) with its explicit-ask rate and misfires; and the breadth of first picks over 57 moments.
// Usage: npm run eval [-- --verbose]
import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { GenreTree } from '../../src/catalog/genre-tree.ts';
import { loadBuiltInCatalog } from '../../src/catalog/load-catalog.ts';
import { loadBuiltInGenreTree } from '../../src/catalog/load-genre-tree.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import type { MomentContext } from '../../src/engine/recommend-input.ts';
import { loadBuiltInWordVectors } from '../../src/vectors/load-word-vectors.ts';
import { popularTop, randomTop } from './baselines.ts';
import { breadth } from './breadth.ts';
import { BREADTH_SET } from './breadth-set.ts';
import { DEV_SET } from './dev-set.ts';
import { DESCRIPTOR_FAMILIES, GENRE_FAMILIES } from './families.ts';
import { foreignCatalog } from './foreign-catalog.ts';
import { HELD_OUT_DESCRIPTOR_FAMILIES, HELD_OUT_GENRE_FAMILIES } from './held-out-families.ts';
import { scoreHeldOut, type HeldOutScores } from './held-out-metrics.ts';
import { HELD_OUT_SET } from './held-out-set.ts';
import { score, type Scores } from './metrics.ts';

const RANDOM_RUNS = 20;
const families = { descriptors: DESCRIPTOR_FAMILIES, genres: GENRE_FAMILIES };
const heldOutFamilies = {
  descriptors: HELD_OUT_DESCRIPTOR_FAMILIES,
  genres: HELD_OUT_GENRE_FAMILIES,
};
const tree = loadBuiltInGenreTree();
const vectors = loadBuiltInWordVectors();
const builtIn = loadBuiltInCatalog();
const latestYear = Math.max(...builtIn.map((a) => a.year ?? 0));
const verbose = process.argv.includes('--verbose');

function top10(engine: Engine, context: MomentContext, hour: number, wants: string) {
  const results = engine.recommend({ context, wantNew: 'your_choice', hour, top: 10, seed: 1 });
  if (verbose) {
    const { situation, company, mood } = context;
    console.log(`\n[${situation} | ${company ?? ''} | ${mood ?? ''}] wants ${wants}`);
    for (const r of results.slice(0, 3))
      console.log(
        `  ${r.album.title} — ${r.album.artist} (${r.album.year}): ${r.album.descriptors.slice(0, 6).join(', ')} | ${r.album.genres.slice(0, 3).join(', ')}`,
      );
  }
  return results.map((r) => r.album);
}

function devScores(engine: Engine, original: (album: CatalogAlbum) => CatalogAlbum): Scores {
  return score(
    DEV_SET,
    (c) =>
      top10(engine, c.context, c.hour, `${c.descriptors.join('/')} · ${c.genres.join('/')}`).map(
        original,
      ),
    families,
    tree,
  );
}

function heldOutScores(
  engine: Engine,
  original: (album: CatalogAlbum) => CatalogAlbum,
): HeldOutScores {
  return scoreHeldOut(
    HELD_OUT_SET,
    (c) =>
      top10(
        engine,
        c.context,
        c.hour,
        c.ask
          ? `in kind: ${c.ask.genres.join('/') || 'any genre'} ${c.ask.years ?? ''}`
          : `${c.descriptors.join('/')} · ${c.genres.join('/')}`,
      ).map(original),
    heldOutFamilies,
    tree,
    latestYear,
  );
}

function randomScores(catalog: CatalogAlbum[]): Scores {
  const runs = Array.from({ length: RANDOM_RUNS }, (_, run) =>
    score(DEV_SET, (_c, i) => randomTop(catalog, run * 1000 + i), families, tree),
  );
  const mean = (key: keyof Scores) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
  return {
    hitAt1: mean('hitAt1'),
    precisionAt10: mean('precisionAt10'),
    characterP10: mean('characterP10'),
    genreP10: mean('genreP10'),
    bothP10: mean('bothP10'),
  };
}

const row = (name: string, s: Scores) => ({
  system: name,
  'Hit@1': s.hitAt1.toFixed(3),
  'P@10': s.precisionAt10.toFixed(3),
  'P@10 character': s.characterP10.toFixed(3),
  'P@10 genre': s.genreP10.toFixed(3),
  'P@10 both': s.bothP10.toFixed(3),
});

const heldOutRow = (name: string, s: HeldOutScores) => ({
  system: name,
  'Hit@1': s.hitAt1.toFixed(3),
  'P@10': s.precisionAt10.toFixed(3),
  'explicit asks in kind': `${s.asksInKind}/${s.asks}`,
  'first-pick misfires': s.misfires,
});

const byForeignId = new Map(builtIn.map((album) => [`x_${album.id}`, album]));
const foreign = foreignCatalog(builtIn);
const engine = createEngine(builtIn, vectors, { genreTree: tree });
const foreignEngine = createEngine(foreign, vectors, { genreTree: GenreTree.empty() });
const fromForeign = (a: CatalogAlbum) => byForeignId.get(a.id) ?? a;

console.log(`Development set: ${DEV_SET.length} moments; catalog: ${builtIn.length} albums.`);
console.log(
  'Relevant = has a descriptor of a wanted character family or a genre of a wanted genre family.',
);
console.table([
  row(
    'engine (built-in catalog)',
    devScores(engine, (a) => a),
  ),
  row('engine (foreign vocabulary, no genre tree)', devScores(foreignEngine, fromForeign)),
  row('random', randomScores(builtIn)),
  row(
    'popularity (context-blind)',
    score(DEV_SET, () => popularTop(builtIn), families, tree),
  ),
]);

const asks = HELD_OUT_SET.filter((c) => c.ask).length;
console.log(
  `\nHeld-out split (never tuned on): ${HELD_OUT_SET.length} moments, ${asks} plain genre, style or era asks.`,
);
console.log(
  'Relevant = as above, but an explicit ask counts only in kind (genre and year), and never with a ruled-out character (cheer for grief, adult records with family).',
);
console.table([
  heldOutRow(
    'engine (built-in catalog)',
    heldOutScores(engine, (a) => a),
  ),
  heldOutRow(
    'engine (foreign vocabulary, no genre tree)',
    heldOutScores(foreignEngine, fromForeign),
  ),
]);

const spread = breadth(
  BREADTH_SET,
  (moment) =>
    engine.recommend({
      context: moment.context,
      wantNew: 'your_choice',
      hour: moment.hour,
      top: 1,
      seed: 1,
    })[0]?.album,
);
console.log(`\nBreadth over ${spread.moments} varied moments (first picks, one listener each):`);
console.table([
  {
    'distinct first picks': spread.distinctFirst,
    'distinct first artists': spread.distinctArtists,
    'most often first': `${spread.mostFirst.title} — ${spread.mostFirst.artist}`,
    times: spread.mostFirst.times,
    'soul/funk/disco share': `${Math.round(spread.soulFunkShare * 100)} %`,
  },
]);
