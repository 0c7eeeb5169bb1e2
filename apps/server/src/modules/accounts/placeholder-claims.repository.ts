import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Gives back placeholder addresses claimed before `.invalid` was reserved: an account holding
 * `spotify-<id>@users.invalid` without that Spotify account, or `phone-<digits>@users.invalid`
 * without a verified number, was made by someone else's sign-up and would block the real
 * person's first Spotify or phone sign-in. Such an account keeps everything but the address,
 * which becomes `claimed-<user id>@users.invalid` (nobody can sign in with it). Idempotent;
 * answers how many were given back.
 */
export async function releaseClaimedPlaceholders(db: Database): Promise<number> {
  const released = await queryRows<{ id: string }>(
    db,
    sql`update "user" u set email = 'claimed-' || lower(u.id) || '@users.invalid', updated_at = now()
        where (u.email like 'spotify-%@users.invalid'
               and not exists (select 1 from account a
                               where a.user_id = u.id and a.provider_id = 'spotify'))
           or (u.email like 'phone-%@users.invalid' and not u.phone_number_verified)
        returning u.id`,
  );
  return released.length;
}
