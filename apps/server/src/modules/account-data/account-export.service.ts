import { strToU8, zipSync } from 'fflate';
import {
  EXPORT_DOCUMENT_NAME,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type AccountExport,
} from '@album-club/contracts/account-data';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  albumRecords,
  findUser,
  givesBy,
  givesReceived,
  importsOf,
  playsWithAlbums,
  recommendationsOf,
  rewardsOf,
  signInMethods,
  topArtistsOf,
} from './account-data.repository.ts';
import { exportCsvFiles } from './export-csv.ts';
import { EXPORT_README } from './export-readme.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Placeholder addresses stand for accounts without one (phone, anonymous); they are not the listener's. */
const realEmail = (email: string) => (email.endsWith('.invalid') ? null : email);

/** Everything the product holds about the listener, as one document. */
export async function accountDocument(
  db: Database,
  userId: string,
  now: Date,
): Promise<AccountExport> {
  const profile = await findUser(db, userId);
  if (!profile) throw notFound('There is no such account.');
  const [methods, records, plays, top, recs, gives, received, rewards, imports] = await Promise.all(
    [
      signInMethods(db, userId),
      albumRecords(db, userId),
      playsWithAlbums(db, userId),
      topArtistsOf(db, userId),
      recommendationsOf(db, userId),
      givesBy(db, userId),
      givesReceived(db, userId),
      rewardsOf(db, userId),
      importsOf(db, userId),
    ],
  );
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: profile.id,
      name: profile.name,
      email: realEmail(profile.email),
      phoneNumber: profile.phoneNumber,
      image: profile.image,
      isAnonymous: profile.isAnonymous,
      createdAt: profile.createdAt.toISOString(),
      signInMethods: methods,
    },
    albums: records.map(({ record, album }) => ({
      album: {
        id: album.id,
        title: album.title,
        artists: album.artists,
        spotifyId: album.spotifyId,
        catalogId: album.catalogId,
        imageUrl: album.imageUrl,
        releaseDate: album.releaseDate,
        genres: album.genres,
      },
      rating: record.rating,
      tags: record.tags,
      notes: record.notes,
      favorite: record.isFavorite,
      known: record.isKnown,
      saved: record.inLibrary,
      lastListenedAt: iso(record.lastListenedAt),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    })),
    plays: plays.map((entry) => ({ ...entry, playedAt: entry.playedAt.toISOString() })),
    topArtists: top.map(({ timeRange, rank, name, genres }) => ({ timeRange, rank, name, genres })),
    recommendations: recs.map(({ rec, albumTitle, artists }) => ({
      albumId: rec.albumId,
      albumTitle,
      artists,
      situation: rec.situation,
      company: rec.company,
      mood: rec.mood,
      wantNew: rec.wantNew,
      localHour: rec.localHour,
      explanation: rec.explanation,
      shortExplanation: rec.shortExplanation,
      createdAt: rec.createdAt.toISOString(),
    })),
    gives: gives.map((entry) => ({
      albumId: entry.albumId,
      albumTitle: entry.albumTitle,
      artist: entry.artist,
      situation: entry.situation,
      description: entry.description,
      recipientEmail: entry.recipientEmail,
      mailedAt: iso(entry.mailedAt),
      openedAt: iso(entry.openedAt),
      createdAt: entry.createdAt.toISOString(),
    })),
    friendLinks: received.map((entry) => ({
      albumId: entry.albumId,
      albumTitle: entry.albumTitle,
      artist: entry.artist,
      situation: entry.situation,
      description: entry.description,
      openedAt: iso(entry.openedAt),
      createdAt: entry.createdAt.toISOString(),
    })),
    rewards: rewards
      ? {
          discoveryPoints: rewards.discoveryPoints,
          communityKarma: rewards.communityKarma,
          badges: rewards.badges,
        }
      : null,
    imports: imports.map((run) => ({
      format: run.format,
      status: run.status,
      plays: run.plays,
      startedAt: run.startedAt.toISOString(),
    })),
  };
}

/**
 * GET /api/account/export: a ZIP with the JSON document (which the import reads back), the same
 * as CSV files for spreadsheets, and a README saying what each file holds.
 */
export async function accountExportZip(db: Database, userId: string, now: Date): Promise<Buffer> {
  const document = await accountDocument(db, userId, now);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(EXPORT_README),
    [EXPORT_DOCUMENT_NAME]: strToU8(JSON.stringify(document, null, 1)),
  };
  for (const [name, text] of Object.entries(exportCsvFiles(document))) files[name] = strToU8(text);
  return Buffer.from(zipSync(files, { level: 6, mtime: now }));
}
