import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { creditNames } from './dedupe.ts';

/**
 * Grammy album categories name a genre; each is read as the genres of the RYM genre tree it
 * names. Categories that are no genre (album of the year, cover art, historical, surround sound,
 * spoken word, comedy) give none.
 */
const CATEGORY_GENRES: [RegExp, string[]][] = [
  [/cover|historical|surround|immersive|video|notes|engineer|spoken|comedy|non-musical/i, []],
  [/album of the year/i, []],
  [/child/i, ["Children's Music"]],
  [/gospel.*(choir|chorus)/i, ['Gospel', 'Choral']],
  [/(southern|country|bluegrass).*gospel/i, ['Southern Gospel']],
  [/(soul|r&b|urban).*gospel|gospel.*soul/i, ['Urban Contemporary Gospel']],
  [/roots gospel/i, ['Country Gospel']],
  [/traditional.*gospel/i, ['Traditional Black Gospel']],
  [/(rock|rap).*gospel/i, ['Christian Rock']],
  [/gospel/i, ['Gospel']],
  [/christian/i, ['CCM']],
  [/bluegrass/i, ['Bluegrass']],
  [/americana/i, ['Americana']],
  [/country/i, ['Contemporary Country']],
  [/latin jazz/i, ['Latin Jazz']],
  [/latin urban/i, ['Latin Rap']],
  [/latin (rock|pop, rock)|latin.*alternative/i, ['Latin Alternative', 'Latin Rock']],
  [/latin pop/i, ['Latin Pop']],
  [/salsa|merengue/i, ['Salsa']],
  [/tropical/i, ['Tropical Latin']],
  [/regional mexican|mexican/i, ['Mexican Music']],
  [/tejano/i, ['Tejano Music', 'Mexican Music']],
  [/norteño|banda/i, ['Norteño', 'Mexican Music']],
  [/classical.*vocal/i, ['Art Song']],
  [/classical crossover/i, ['Classical Crossover']],
  [/classical/i, ['Western Classical Music']],
  [/reggae/i, ['Reggae']],
  [/new age/i, ['New Age']],
  [/polka/i, ['Polka']],
  [/zydeco|cajun/i, ['Zydeco']],
  [/hawaiian/i, ['Hawaiian Music']],
  [/blues/i, ['Blues']],
  [/folk/i, ['Contemporary Folk']],
  [/jazz/i, ['Jazz']],
  [/r&b|urban contemporary|soul/i, ['Contemporary R&B']],
  [/rap/i, ['Hip Hop']],
  [/alternative/i, ['Alternative Rock']],
  [/rock/i, ['Rock']],
  [/dance|electronic/i, ['Electronic', 'Dance']],
  [/instrumental/i, []],
  [/traditional pop/i, ['Traditional Pop']],
  [/pop/i, ['Pop']],
  [/score|sound ?track/i, ['Film Score']],
  [/musical|cast|broadway|show album/i, ['Show Tunes']],
];

export function categoryGenres(category: string): string[] {
  return CATEGORY_GENRES.find(([pattern]) => pattern.test(category))?.[1] ?? [];
}

/** Forms named in a classical album's title ("Mahler: Symphony No. 8", "Verdi: Requiem"). */
const CLASSICAL_FORMS: [RegExp, string][] = [
  [/symphon/i, 'Symphony'],
  [/concert(o|i)\b/i, 'Concerto'],
  [/requiem|\bmass\b|missa|passion|oratorio|vespers|messiah/i, 'Choral'],
  [/opera|\bact\b|mahagonny|\bring\b/i, 'Opera'],
  [/quartet|trio|quintet|sonatas?\b|chamber/i, 'Chamber Music'],
  [/lieder|songs\b|liederkreis/i, 'Art Song'],
];

export function classicalForms(title: string): string[] {
  return CLASSICAL_FORMS.filter(([pattern]) => pattern.test(title)).map(([, form]) => form);
}

const HOLIDAY =
  /\b(christmas|xmas|x-mas|navidad|noël|noel|sleigh|mistletoe|yule|winter wonderland|happy holidays|holiday (songs|album|collection|celebration|classics|wishes|cheer|magic|favorites))\b/i;
// A "Lullaby" by a rock band is no children's record; only words that say who it is for count.
const CHILDREN_TITLE =
  /\b(for kids|kids songs|kids' songs|children's (songs|favorites)|for children|for toddlers|sing-?along|sesame street|baby einstein|(baby|bedtime|sleepy ?time) lullab\w*)\b/i;
const CHILDREN_CREDIT = /\b(kidz bop|sesame street|the wiggles|cocomelon)\b|^barney$/i;
const WORSHIP = /\b(worship|praise and worship|praise & worship)\b/i;
const GOSPEL = /\b(hymns|gospel (songs|album|collection|hymns|favorites|classics|music))\b/i;

/** Genres and the seasonal descriptor that title (and credit) words justify. */
export function titleWordGenres(
  title: string,
  credit: string,
): { genres: string[]; descriptors: string[] } {
  const text = `${title} ${credit}`;
  if (HOLIDAY.test(title)) return { genres: ['Christmas Music'], descriptors: ['Christmas'] };
  if (CHILDREN_TITLE.test(title) || CHILDREN_CREDIT.test(credit))
    return { genres: ["Children's Music"], descriptors: [] };
  if (WORSHIP.test(text)) return { genres: ['Praise & Worship'], descriptors: [] };
  if (GOSPEL.test(title)) return { genres: ['Gospel'], descriptors: [] };
  return { genres: [], descriptors: [] };
}

const COUNTRY = /country|bluegrass|americana|honky|outlaw|nashville|western swing|red dirt/i;
const LATIN =
  /latin|reggaet|salsa|bachata|cumbia|banda|norteñ|corrido|mariachi|ranchera|tejano|merengue|bolero|mexican|urbano|dembow|tropical latin|sertanejo/i;
const SACRED = /gospel|ccm|worship|christian|spiritual/i;

export type Area = 'country' | 'latin' | 'sacred';

export function areaOf(genres: readonly string[]): Area | undefined {
  if (genres.some((genre) => SACRED.test(genre))) return 'sacred';
  if (genres.some((genre) => LATIN.test(genre))) return 'latin';
  if (genres.some((genre) => COUNTRY.test(genre))) return 'country';
  return undefined;
}

export interface ActGenres {
  /** The act's most frequent primary genres over its albums (its best two). */
  genres: string[];
  /** The thin area most of its albums are in, if any. */
  area?: Area;
}

/** Each act's genres from its albums in the catalog, by name key. */
export function artistGenres(albums: readonly CatalogAlbum[]): Map<string, ActGenres> {
  const counts = new Map<
    string,
    { albums: number; genres: Map<string, number>; areas: Map<Area, number> }
  >();
  for (const album of albums) {
    const primary = album.genres.slice(0, album.primaryGenreCount ?? album.genres.length);
    // An album is in an area by its first genre ("Soul, Gospel, R&B" is a soul record).
    const area = areaOf(primary.slice(0, 1));
    for (const name of creditNames(album)) {
      const act = counts.get(name) ?? { albums: 0, genres: new Map(), areas: new Map() };
      counts.set(name, act);
      act.albums += 1;
      for (const genre of primary) act.genres.set(genre, (act.genres.get(genre) ?? 0) + 1);
      if (area) act.areas.set(area, (act.areas.get(area) ?? 0) + 1);
    }
  }
  const out = new Map<string, ActGenres>();
  for (const [name, act] of counts) {
    // Ties keep the order the genres were first met in (an album's own order).
    const best = [...act.genres].sort((a, b) => b[1] - a[1]).slice(0, 2);
    const genres = best.map(([genre]) => genre);
    const [area] = [...act.areas].find(([, n]) => n * 2 > act.albums) ?? [];
    out.set(name, area ? { genres, area } : { genres });
  }
  return out;
}
