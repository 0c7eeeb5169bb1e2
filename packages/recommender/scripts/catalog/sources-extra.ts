import { creditNames } from './dedupe.ts';
import {
  areaOf,
  categoryGenres,
  classicalForms,
  titleWordGenres,
  type ActGenres,
} from './extra-genres.ts';
import { parseYear } from './normalise.ts';
import type { SourceAlbum } from './source-album.ts';

type Row = Record<string, string>;
/** An act's genres by its name key, from its other albums. */
export type GenresOf = (nameKey: string) => ActGenres | undefined;

const VARIOUS = /^\(?various artists\)?$|^various$/i;
const NOT_AN_ACT = /^(soundtrack|original (broadway )?cast|cast recording|various artists)\b/i;

const genresOfCredit = (credit: string, genresOf: GenresOf) => {
  for (const name of creditNames({ artist: credit })) {
    const act = genresOf(name);
    if (act?.genres.length) return act;
  }
  return undefined;
};

/** A classical album's performers from its credits ("M. Tilson Thomas, conductor; …, producer"). */
export function performers(workers: string): string[] {
  const names: string[] = [];
  for (const part of workers.split(';')) {
    const comma = part.lastIndexOf(',');
    const role =
      comma >= 0
        ? part
            .slice(comma + 1)
            .trim()
            .toLowerCase()
        : '';
    const who = (comma >= 0 && role !== '' && !/\s&\s/.test(role) ? part.slice(0, comma) : part)
      .replace(/\([^)]*\)/g, '')
      .trim();
    const performs =
      role === '' ||
      /conductor|soloist|ensemble|orchestra|choir|chorus|quartet|artist|accompan|pian|violin|cell/.test(
        role,
      );
    if (!performs || /producer|engineer|mixer|master/.test(role)) continue;
    for (const name of who.split(/\s*(?:,|&)\s*/))
      if (name && !names.includes(name)) names.push(name);
  }
  return names.slice(0, 2);
}

/**
 * Grammy album categories (winners and nominees): genres from the category name, the seasonal
 * descriptor from title words, classical forms from the title; performers for classical albums
 * credited to no artist. "Album of the Year" and other categories that name no genre use the
 * act's genres from its other albums, or are left out.
 */
export function readGrammy(rows: Row[], genresOf: GenresOf): SourceAlbum[] {
  const out: SourceAlbum[] = [];
  for (const row of rows) {
    const title = (row.album ?? '').trim();
    const category = row.category ?? '';
    let credit = (row.artist ?? '').trim();
    let genres = categoryGenres(category);
    const classical = /classical/i.test(category) && !/other than classical/i.test(category);
    if (classical && (credit === '' || VARIOUS.test(credit)))
      credit = performers(row.workers ?? '').join(', ');
    if (title === '' || credit === '') continue;
    if (VARIOUS.test(credit) && !genres.includes("Children's Music")) continue;
    if (VARIOUS.test(credit)) credit = 'Various Artists';
    if (genres.length === 0 && /album of the year/i.test(category) && !classical)
      genres = genresOfCredit(credit, genresOf)?.genres ?? [];
    if (genres.length === 0) continue;
    const words = titleWordGenres(title, '');
    const primary = classical
      ? [...classicalForms(title), ...genres]
      : [...words.genres.filter((genre) => genre === 'Christmas Music'), ...genres];
    out.push({
      source: 'grammy_album_winners',
      title,
      credit,
      year: parseYear(row.award_year),
      primaryGenres: [...new Set(primary)],
      secondaryGenres: [],
      descriptors: words.descriptors,
    });
  }
  return out;
}

/** The genres each act has in a list of source albums (its first album's primary genres). */
export function sourceGenres(albums: readonly SourceAlbum[]): Map<string, ActGenres> {
  const out = new Map<string, ActGenres>();
  for (const album of albums) {
    const genres = album.primaryGenres;
    const area = areaOf(genres.slice(0, 1));
    for (const name of creditNames({ artist: album.credit }))
      if (!out.has(name) && genres.length > 0) out.set(name, area ? { genres, area } : { genres });
  }
  return out;
}

/** At most this many albums of one act come from the chart (54 Kidz Bop volumes would crowd out the rest). */
export const PER_ACT = 8;

/**
 * Billboard 200 albums for the thin areas only: Christmas, children's, worship and gospel records
 * named so by their titles; albums by acts whose other albums are country, Latin or sacred; and
 * albums first charted from 2024 by acts whose genres are known. Billboard has no genres: they
 * come from title words and from the act's other albums, never guessed. Its year is the first
 * chart week.
 */
export function readBillboard(rows: Row[], genresOf: GenresOf): SourceAlbum[] {
  const picked: { album: SourceAlbum; weeks: number; act: string }[] = [];
  for (const row of rows) {
    const title = (row.title ?? '').trim();
    const credit = (row.artist ?? '').trim();
    const year = parseYear(row.first_chart_year);
    if (title === '' || credit === '') continue;
    const words = titleWordGenres(title, credit);
    if (NOT_AN_ACT.test(credit) && !words.genres.length) continue;
    const known = NOT_AN_ACT.test(credit) ? undefined : genresOfCredit(credit, genresOf);
    let primary: string[];
    let secondary: string[] = [];
    if (words.genres.length > 0) {
      primary = words.genres;
      secondary = (known?.genres ?? []).filter((genre) => !primary.includes(genre));
    } else if (known && (known.area || (year !== null && year >= 2024))) {
      primary = known.genres;
    } else continue;
    picked.push({
      album: {
        source: 'billboard200',
        title,
        credit: VARIOUS.test(credit) ? 'Various Artists' : credit,
        year,
        primaryGenres: primary,
        secondaryGenres: secondary,
        descriptors: words.descriptors,
      },
      weeks: Number(row.weeks) || 0,
      act: creditNames({ artist: credit }).join('|'),
    });
  }
  const kept = new Set<(typeof picked)[number]>();
  const byAct = new Map<string, (typeof picked)[number][]>();
  for (const pick of picked) byAct.set(pick.act, [...(byAct.get(pick.act) ?? []), pick]);
  for (const list of byAct.values())
    for (const pick of [...list].sort((a, b) => b.weeks - a.weeks).slice(0, PER_ACT))
      kept.add(pick);
  return picked.filter((pick) => kept.has(pick)).map((pick) => pick.album);
}
