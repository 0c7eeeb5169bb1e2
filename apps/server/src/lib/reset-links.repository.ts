import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { verification } from '../db/schema.ts';

/** The user's reset links other than the newest: a newer link replaces every older one. */
export async function deleteOlderResetLinks(
  db: Database,
  userId: string,
  newestId: string,
): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, 'reset-password:%'),
        eq(verification.value, userId),
        ne(verification.id, newestId),
      ),
    );
}
