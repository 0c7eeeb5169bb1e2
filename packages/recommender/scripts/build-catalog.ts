// Builds data/catalog.jsonl from the public data sets in ../shared/data (see DATA.md).
// Usage: npm run build:catalog -w packages/recommender [-- --data DIR]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DescriptorNormaliser } from './catalog/descriptors.ts';
import { genreParents } from './catalog/genre-parents.ts';
import { knownArtistNames } from './catalog/known-names.ts';
import { dedupeAlbums } from './catalog/dedupe.ts';
import { CatalogMerger } from './catalog/merge.ts';
import { artistGenres } from './catalog/extra-genres.ts';
import { readCsv, readExtraCsv } from './catalog/source-fields.ts';
import { chartRuns, withChartRuns } from './catalog/chart-facts.ts';
import { readBillboard, readGrammy, sourceGenres } from './catalog/sources-extra.ts';
import {
  readAotyMetacritic,
  readAotyTop5000,
  readPitchfork,
  readRollingStone,
} from './catalog/sources-critics.ts';
import { readRymClean, readRymTop100, readRymTop5000 } from './catalog/sources-rym.ts';
import { readScraped, scrapedDescriptorForms } from './catalog/scraped.ts';
import { catalogStats } from './catalog/stats.ts';

const argIndex = process.argv.indexOf('--data');
const dataDir =
  (argIndex > 0 ? process.argv[argIndex + 1] : undefined) ??
  fileURLToPath(new URL('../../../../shared/data', import.meta.url));
const outFile = fileURLToPath(new URL('../data/catalog.jsonl', import.meta.url));
const genreFile = fileURLToPath(new URL('../data/genre-tree.json', import.meta.url));

const lexicon = (file: string) => JSON.parse(readFileSync(join(dataDir, 'lexicon', file), 'utf8'));

const rymClean = readCsv(dataDir, 'rym_clean1.csv');
const rymTop = readCsv(dataDir, 'rym_top_5000_all_time.csv');
const top100 = readCsv(dataDir, 'rym_top100_per_year_2002_2022.csv');
const aotyTop = readCsv(dataDir, 'aoty_top5000_user.csv');
const rolling = readCsv(dataDir, 'rolling_stone_500_2003_2012_2020.csv');
const metacritic = readCsv(dataDir, 'aoty_metacritic_album_ratings.csv');
const pitchfork = readCsv(dataDir, 'pitchfork_reviews.csv');
const scraped = lexicon('rym-scraped.json') as unknown[];

const spacedForms = [
  ...(lexicon('rym-descriptors-flat.json').descriptors as string[]),
  ...rymTop.flatMap((row) => (row.Descriptors ?? '').split(',')),
  ...scrapedDescriptorForms(scraped),
];
const vocabulary = [...rymTop, ...rymClean, ...top100].flatMap((row) =>
  Object.values(row).flatMap((cell) => cell.toLowerCase().split(/[^\p{L}\p{N}-]+/u)),
);
const normaliser = new DescriptorNormaliser(spacedForms, vocabulary);
const known = knownArtistNames([
  ...rymTop.map((row) => row['Artist Name'] ?? ''),
  ...top100.map((row) => row.artist ?? ''),
  ...aotyTop.map((row) => row.artist ?? ''),
  ...metacritic.map((row) => row.Artist ?? ''),
  ...pitchfork.map((row) => row.artist ?? ''),
  ...rolling.map((row) => row['Clean Name'] ?? ''),
  ...rymClean.map((row) => row.artist_name ?? ''),
]);

const merger = new CatalogMerger();
for (const album of readRymClean(rymClean, known, normaliser)) merger.add(album, true);
for (const album of readRymTop5000(rymTop, normaliser)) merger.add(album, true);
for (const album of readScraped(scraped, normaliser)) merger.add(album, true);
for (const album of readRymTop100(top100)) merger.add(album, true);
for (const album of readAotyTop5000(aotyTop)) merger.add(album, true);
for (const album of readRollingStone(rolling)) merger.add(album, true);
for (const album of readAotyMetacritic(metacritic)) merger.add(album, false);
for (const album of readPitchfork(pitchfork)) merger.add(album, false);

// Thin areas (Christmas, children's, gospel and worship, country, Latin, recent years, classical):
// genres from Grammy category names, the act's other albums and title words.
const byAct = artistGenres(merger.albums());
const grammy = readGrammy(readExtraCsv(dataDir, 'grammy_album_winners.csv'), (name) =>
  byAct.get(name),
);
for (const album of grammy) merger.add(album, true);
const grammyActs = sourceGenres(grammy);
const chartRows = readExtraCsv(dataDir, 'billboard200_albums.csv');
const billboard = readBillboard(chartRows, (name) => byAct.get(name) ?? grammyActs.get(name));
for (const album of billboard) merger.add(album, true);

const deduped = dedupeAlbums(merger.albums());
const { merged } = deduped;
// Chart runs are facts about albums already in the catalog: how widely known each one is.
const albums = withChartRuns(deduped.albums, chartRuns(chartRows));
writeFileSync(outFile, albums.map((album) => JSON.stringify(album)).join('\n') + '\n');

const parents = genreParents(lexicon('rym-genre-tree-clean.json').genreHierarchy);
writeFileSync(genreFile, JSON.stringify(parents) + '\n');

console.log(`Wrote ${outFile}`);
console.log(`Wrote ${genreFile}: ${Object.keys(parents).length} genres with parents`);
console.table(catalogStats(albums));
console.log('Matched onto earlier sources:', Object.fromEntries(merger.matched));
console.log(
  `Merged ${merged.length} albums listed more than once (${merged.reduce((sum, rows) => sum + rows.length - 1, 0)} rows became aliases)`,
);
