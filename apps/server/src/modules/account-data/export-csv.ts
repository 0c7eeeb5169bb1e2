import type { AccountExport } from '@album-club/contracts/account-data';

type Cell = string | number | boolean | null;

const cell = (value: Cell) => {
  if (value === null) return '';
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const csv = (header: string[], rows: Cell[][]) =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/** The export's records as CSV files, one per kind, for spreadsheets. */
export function exportCsvFiles(document: AccountExport): Record<string, string> {
  return {
    'albums.csv': csv(
      [
        'album_id',
        'title',
        'artists',
        'rating',
        'tags',
        'notes',
        'favorite',
        'known',
        'saved',
        'last_listened_at',
      ],
      document.albums.map((entry) => [
        entry.album.id,
        entry.album.title,
        entry.album.artists.join('; '),
        entry.rating,
        entry.tags.join('; '),
        entry.notes,
        entry.favorite,
        entry.known,
        entry.saved,
        entry.lastListenedAt,
      ]),
    ),
    'plays.csv': csv(
      ['played_at', 'album_id', 'album', 'artists', 'track_id'],
      document.plays.map((entry) => [
        entry.playedAt,
        entry.albumId,
        entry.albumTitle,
        entry.artists.join('; '),
        entry.trackId,
      ]),
    ),
    'recommendations.csv': csv(
      [
        'created_at',
        'album_id',
        'album',
        'artists',
        'situation',
        'company',
        'mood',
        'want_new',
        'explanation',
      ],
      document.recommendations.map((entry) => [
        entry.createdAt,
        entry.albumId,
        entry.albumTitle,
        entry.artists.join('; '),
        entry.situation,
        entry.company,
        entry.mood,
        entry.wantNew,
        entry.explanation,
      ]),
    ),
    'gives.csv': csv(
      ['created_at', 'album', 'artist', 'situation', 'description', 'recipient_email', 'opened_at'],
      document.gives.map((entry) => [
        entry.createdAt,
        entry.albumTitle,
        entry.artist,
        entry.situation,
        entry.description,
        entry.recipientEmail,
        entry.openedAt,
      ]),
    ),
  };
}
