/** How long kept records are trusted; bounds the effect of a write made outside the server. */
export const LISTENER_RECORDS_KEEP_MS = 5 * 60_000;
const MAX_LISTENERS = 2_000;
/** Budget across all kept listeners, in the units `weigh` counts (records, roughly 200 bytes each). */
export const MAX_KEPT_WEIGHT = 500_000;

export interface ListenerRecordsCache<T> {
  /** The listener's kept records, or what `load` reads (kept unless they changed meanwhile). */
  read(userId: string, load: () => Promise<T>): Promise<T>;
  /** Changes the kept records in place, if any are kept (the caller's own write). */
  update(userId: string, change: (records: T) => void): void;
  /** Drops what is kept of these listeners; a read already running is not kept either. */
  forget(...userIds: string[]): void;
}

/**
 * Each listener's records as the recommendation engine needs them, kept per database. Only an
 * embedded database opts in (`keepListenerRecords`): one process owns it, so every write goes
 * through this process and can drop what is kept. With PostgreSQL other instances write too,
 * so nothing is kept and every read goes to the database.
 */
export function createListenerRecordsCache<T>(
  now: () => number = Date.now,
  weigh: (records: T) => number = () => 1,
): ListenerRecordsCache<T> {
  const kept = new Map<string, { records: T; at: number; weight: number }>();
  let total = 0;
  const drop = (userId: string) => {
    const entry = kept.get(userId);
    if (!entry) return;
    total -= entry.weight;
    kept.delete(userId);
  };
  const keep = (userId: string, records: T) => {
    drop(userId);
    const weight = weigh(records);
    if (weight > MAX_KEPT_WEIGHT) return;
    while (kept.size >= MAX_LISTENERS || total + weight > MAX_KEPT_WEIGHT)
      drop(kept.keys().next().value as string);
    kept.set(userId, { records, at: now(), weight });
    total += weight;
  };
  const reading = new Map<string, Set<{ changed: boolean }>>();

  return {
    async read(userId, load) {
      const hit = kept.get(userId);
      if (hit && now() - hit.at < LISTENER_RECORDS_KEEP_MS) {
        kept.delete(userId); // most recently read last: the first to go is the least read
        kept.set(userId, hit);
        return hit.records;
      }
      const ticket = { changed: false };
      const tickets = reading.get(userId) ?? new Set();
      tickets.add(ticket);
      reading.set(userId, tickets);
      try {
        const records = await load();
        if (!ticket.changed) keep(userId, records);
        return records;
      } finally {
        tickets.delete(ticket);
        if (tickets.size === 0) reading.delete(userId);
      }
    },
    update(userId, change) {
      const hit = kept.get(userId);
      if (hit) change(hit.records);
    },
    forget(...userIds) {
      for (const userId of userIds) {
        drop(userId);
        for (const ticket of reading.get(userId) ?? []) ticket.changed = true;
      }
    },
  };
}

const byDatabase = new WeakMap<object, ListenerRecordsCache<unknown>>();

/** Opts a database in: only for one that this process alone writes (the embedded one). */
export function keepListenerRecords<T>(db: object, weigh: (records: T) => number): void {
  if (!byDatabase.has(db))
    byDatabase.set(
      db,
      createListenerRecordsCache(Date.now, weigh) as ListenerRecordsCache<unknown>,
    );
}

/** The database's cache, if it keeps listener records. */
export function listenerRecordsCacheOf<T>(db: object): ListenerRecordsCache<T> | undefined {
  return byDatabase.get(db) as ListenerRecordsCache<T> | undefined;
}

/** Every write to a listener's albums, plays, top artists or ownership calls this after it commits. */
export function listenerRecordsChanged(db: object, ...userIds: string[]): void {
  byDatabase.get(db)?.forget(...userIds);
}
