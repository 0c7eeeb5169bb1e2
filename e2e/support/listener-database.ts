import pg from 'pg';

/**
 * The database of the server under test, read directly (PostgreSQL only: PGlite cannot be opened
 * by a second process). Set by the e2e runner when TEST_DATABASE_URL names a server.
 */
export const figuresDatabaseUrl = process.env.E2E_PG_DATABASE_URL;

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: figuresDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ListenerFigures {
  userId: string;
  albums: number;
  shared: number;
  averageRating: string;
  ratedAlbums: number;
  streakDays: number;
  records: number;
  inLibrary: number;
  plays: number;
}

/** Consecutive days up to today (or up to yesterday while today has none) in a sorted day list. */
function streak(days: Set<string>, today: string): number {
  const previous = (day: string) => {
    const date = new Date(`${day}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  };
  let day = days.has(today) ? today : previous(today);
  let count = 0;
  while (days.has(day)) {
    count++;
    day = previous(day);
  }
  return count;
}

/**
 * What the dashboard should show for a listener, computed from the database itself: the figures
 * by their definitions in docs/api.md, the streak day by day in the given time zone.
 */
export async function figuresOf(displayName: string, timeZone: string): Promise<ListenerFigures> {
  return withDatabase(async (client) => {
    const user = await client.query<{ id: string }>('select id from "user" where name = $1', [
      displayName,
    ]);
    const userId = user.rows[0]?.id;
    if (!userId) throw new Error(`no listener named ${displayName}`);
    const totals = await client.query(
      `select
        count(*) filter (where in_library or last_listened_at is not null or rating > 0
          or jsonb_array_length(tags) > 0 or notes is not null or is_favorite or is_known)::int as albums,
        count(*)::int as records,
        count(*) filter (where in_library)::int as in_library,
        count(*) filter (where rating > 0)::int as rated,
        coalesce(to_char(round(avg(rating) filter (where rating > 0)::numeric, 1), 'FM990.0'), '0.0') as average
      from user_album where user_id = $1`,
      [userId],
    );
    const others = await client.query(
      `select (select count(*)::int from give where giver_id = $1) as shared,
              (select count(*)::int from play where user_id = $1) as plays`,
      [userId],
    );
    const activity = await client.query<{ day: string }>(
      `select to_char(t at time zone $2, 'YYYY-MM-DD') as day from (
          select played_at as t from play where user_id = $1
          union all select created_at from recommendation where user_id = $1
          union all select created_at from event_log where user_id = $1
            and event_type = 'album_interaction' and event_data->>'interactionType' = 'rate'
            and coalesce((event_data->>'rating')::real, 0) > 0) activity`,
      [userId, timeZone],
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const t = totals.rows[0];
    return {
      userId,
      albums: t.albums,
      shared: others.rows[0].shared,
      averageRating: t.average,
      ratedAlbums: t.rated,
      streakDays: streak(new Set(activity.rows.map((row) => row.day)), today),
      records: t.records,
      inLibrary: t.in_library,
      plays: others.rows[0].plays,
    };
  });
}
