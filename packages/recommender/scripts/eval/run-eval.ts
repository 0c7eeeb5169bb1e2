// Quality harness: the development set against the engine and two baselines, on the built-in
// catalog and on the same catalog retold in a foreign vocabulary. Usage: npm run eval
import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { GenreTree } from '../../src/catalog/genre-tree.ts';
import { loadBuiltInCatalog } from '../../src/catalog/load-catalog.ts';
import { loadBuiltInGenreTree } from '../../src/catalog/load-genre-tree.ts';
import { createEngine } from '../../src/engine/create-engine.ts';
import { loadBuiltInWordVectors } from '../../src/vectors/load-word-vectors.ts';
import { popularTop, randomTop } from './baselines.ts';
import { DEV_SET, type EvalCase } from './dev-set.ts';
import { DESCRIPTOR_FAMILIES, GENRE_FAMILIES } from './families.ts';
import { foreignCatalog } from './foreign-catalog.ts';
import { score, type Scores } from './metrics.ts';

const RANDOM_RUNS = 20;
const families = { descriptors: DESCRIPTOR_FAMILIES, genres: GENRE_FAMILIES };
const tree = loadBuiltInGenreTree();
const vectors = loadBuiltInWordVectors();
const builtIn = loadBuiltInCatalog();
const verbose = process.argv.includes('--verbose');

function engineScores(
  catalog: CatalogAlbum[],
  original: (album: CatalogAlbum) => CatalogAlbum,
  genreTree: GenreTree,
): Scores {
  const engine = createEngine(catalog, vectors, { genreTree });
  return score(
    DEV_SET,
    (testCase: EvalCase) => {
      const results = engine.recommend({
        context: testCase.context,
        wantNew: 'your_choice',
        hour: testCase.hour,
        top: 10,
        seed: 1,
      });
      if (verbose) {
        const { situation, company, mood } = testCase.context;
        console.log(
          `\n[${situation} | ${company} | ${mood}] wants ${testCase.descriptors.join('/')} · ${testCase.genres.join('/')}`,
        );
        for (const r of results.slice(0, 3))
          console.log(
            `  ${r.album.title} — ${r.album.artist}: ${r.album.descriptors.slice(0, 6).join(', ')} | ${r.album.genres.slice(0, 3).join(', ')}`,
          );
      }
      return results.map((r) => original(r.album));
    },
    families,
    tree,
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

const byForeignId = new Map(builtIn.map((album) => [`x_${album.id}`, album]));
const foreign = foreignCatalog(builtIn);
const popular = score(DEV_SET, () => popularTop(builtIn), families, tree);
console.log(`Development set: ${DEV_SET.length} moments; catalog: ${builtIn.length} albums.`);
console.log(
  'Relevant = has a descriptor of a wanted character family or a genre of a wanted genre family.',
);
console.table([
  row(
    'engine (built-in catalog)',
    engineScores(builtIn, (a) => a, tree),
  ),
  row(
    'engine (foreign vocabulary, no genre tree)',
    engineScores(foreign, (a) => byForeignId.get(a.id) ?? a, GenreTree.empty()),
  ),
  row('random', randomScores(builtIn)),
  row('popularity (context-blind)', popular),
]);
