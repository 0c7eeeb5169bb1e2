// A fresh PostgreSQL database for the journey that checks the dashboard's figures against the
// database itself (PGlite cannot be read by a second process). Only when TEST_DATABASE_URL names a
// server; created before the run, dropped after it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Answers `{ url, drop() }`, or null without TEST_DATABASE_URL. */
export async function createFiguresDatabase(serverUrl = process.env.TEST_DATABASE_URL?.trim()) {
  if (!serverUrl) return null;
  const name = `album_club_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
