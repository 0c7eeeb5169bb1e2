import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, databaseKinds } from '../../test-support/test-database.ts';
import { createRateLimiter } from './rate-limiter.ts';

const rules = { test: { max: 3, windowSeconds: 60 } };
const rule = 'test';

describe.each(databaseKinds)('rate limits in the database on %s', (kind) => {
  let database: DatabaseHandle;
  let now = new Date('2026-05-01T10:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('allows max requests per window, then answers RATE_LIMITED with the time left', async () => {
    const limiter = createRateLimiter(database.db, rules, clock);
    for (let i = 0; i < 3; i++) await limiter.consume(rule, '10.0.0.1');
    now = new Date('2026-05-01T10:00:20Z');
    await expect(limiter.consume(rule, '10.0.0.1')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      message: 'Too many requests. Please try again in a few minutes.',
      headers: { 'retry-after': '40' },
    });
    await limiter.consume(rule, '10.0.0.2');
  });

  it('starts a fresh window once the old one is over', async () => {
    const limiter = createRateLimiter(database.db, rules, clock);
    now = new Date('2026-05-01T10:01:01Z');
    await limiter.consume(rule, '10.0.0.1');
  });

  it('takes back a released request within its window, never below zero', async () => {
    const limiter = createRateLimiter(database.db, rules, clock);
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'released');
    await limiter.release(rule, 'released');
    await limiter.consume(rule, 'released');
    await expect(limiter.consume(rule, 'released')).rejects.toMatchObject({ statusCode: 429 });
    for (let i = 0; i < 10; i++) await limiter.release(rule, 'never-counted');
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'never-counted');
    await expect(limiter.consume(rule, 'never-counted')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('counts together across limiter instances (app instances) and concurrent requests', async () => {
    const a = createRateLimiter(database.db, rules, clock);
    const b = createRateLimiter(database.db, rules, clock);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).consume(rule, 'shared')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
  });
});
