import type { UserAlbum } from '@album-club/contracts/library';
import type { Database } from '../../db/database.ts';
import { listUserAlbums } from './library.repository.ts';

/** GET /spotify/user-albums: every record the listener has, most recently changed first. */
export async function userAlbums(db: Database, userId: string): Promise<{ albums: UserAlbum[] }> {
  const rows = await listUserAlbums(db, userId);
  return {
    albums: rows.map((row) => ({
      ...row,
      lastListenedAt: row.lastListenedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
