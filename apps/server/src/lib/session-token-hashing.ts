import { createHash } from 'node:crypto';
import type { DBAdapter, Where } from 'better-auth';

type Row = Record<string, unknown>;
type Adapter = Omit<DBAdapter, 'transaction'> & Partial<Pick<DBAdapter, 'transaction'>>;

/**
 * How a session token is kept: SHA-256, base64url. The token is 32 random characters, so an
 * unkeyed hash cannot be turned back, and migration 0005 can hash the rows already there.
 */
export const sessionTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The where clause with every token hashed, and the token it was asked by (if one). */
function hashedWhere(where: Where[] | undefined): { where: Where[] | undefined; asked?: string } {
  let asked: string | undefined;
  const hashed = where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    if (typeof clause.value === 'string') {
      asked = clause.value;
      return { ...clause, value: sessionTokenHash(clause.value) };
    }
    if (Array.isArray(clause.value))
      return { ...clause, value: (clause.value as string[]).map(sessionTokenHash) };
    return clause;
  });
  return { where: hashed, asked };
}

/** A row read by its token carries that token again, as better-auth expects (cookies). */
function withToken<T>(row: T, token: string | undefined): T {
  if (!row || token === undefined || typeof row !== 'object') return row;
  return { ...(row as Row), token } as T;
}

/**
 * better-auth's database access with session tokens kept only as hashes: written hashed, looked
 * up, updated and deleted by their hash; a row read by a token reads back with that token. A
 * database copy or a leaked row gives no working cookie. Everything else passes through.
 */
export function hashSessionTokens<A extends Adapter>(adapter: A): A {
  const wrapped: Adapter = {
    ...adapter,
    create: async (data) => {
      if (data.model !== 'session') return adapter.create(data);
      const token = (data.data as Row).token;
      if (typeof token !== 'string') return adapter.create(data);
      const created = await adapter.create({
        ...data,
        data: { ...data.data, token: sessionTokenHash(token) },
      });
      return withToken(created, token);
    },
    findOne: async (data) => {
      if (data.model !== 'session') return adapter.findOne(data);
      const { where, asked } = hashedWhere(data.where);
      return withToken(await adapter.findOne({ ...data, where: where ?? [] }), asked);
    },
    findMany: async (data) => {
      if (data.model !== 'session') return adapter.findMany(data);
      const { where, asked } = hashedWhere(data.where);
      const rows = await adapter.findMany({ ...data, where });
      return rows.map((row) => withToken(row, asked));
    },
    count: (data) =>
      data.model === 'session'
        ? adapter.count({ ...data, where: hashedWhere(data.where).where })
        : adapter.count(data),
    update: async (data) => {
      if (data.model !== 'session') return adapter.update(data);
      const { where, asked } = hashedWhere(data.where);
      const update = { ...data.update };
      if (typeof update.token === 'string') update.token = sessionTokenHash(update.token);
      return withToken(await adapter.update({ ...data, where: where ?? [], update }), asked);
    },
    updateMany: (data) =>
      data.model === 'session'
        ? adapter.updateMany({ ...data, where: hashedWhere(data.where).where ?? [] })
        : adapter.updateMany(data),
    delete: (data) =>
      data.model === 'session'
        ? adapter.delete({ ...data, where: hashedWhere(data.where).where ?? [] })
        : adapter.delete(data),
    deleteMany: (data) =>
      data.model === 'session'
        ? adapter.deleteMany({ ...data, where: hashedWhere(data.where).where ?? [] })
        : adapter.deleteMany(data),
    consumeOne: async (data) => {
      if (data.model !== 'session') return adapter.consumeOne(data);
      const { where, asked } = hashedWhere(data.where);
      return withToken(await adapter.consumeOne({ ...data, where: where ?? [] }), asked);
    },
    incrementOne: async (data) => {
      if (data.model !== 'session') return adapter.incrementOne(data);
      const { where, asked } = hashedWhere(data.where);
      return withToken(await adapter.incrementOne({ ...data, where: where ?? [] }), asked);
    },
  };
  if (adapter.transaction) {
    const transaction = adapter.transaction.bind(adapter);
    wrapped.transaction = (callback) => transaction((inner) => callback(hashSessionTokens(inner)));
  }
  return wrapped as A;
}
