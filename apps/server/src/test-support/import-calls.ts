import { importRunSchema, type ImportRun } from '@album-club/contracts/imports';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows.ts';
import type { AuthTestApp } from './auth-test-app.ts';
import type { TestBrowser } from './test-browser.ts';

/** Sends a file to POST /api/imports as the web page does: the file is the body. */
export function sendImport(browser: TestBrowser, body: Buffer | string, contentType: string) {
  return browser.request({
    method: 'POST',
    url: '/api/imports',
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** Reads the import until it has ended, as the page's progress bar does. */
export async function importEnded(browser: TestBrowser, id: string): Promise<ImportRun> {
  for (;;) {
    const answer = await browser.get(`/api/imports/${id}`);
    if (answer.statusCode !== 200)
      throw new Error(`import state: ${answer.statusCode} ${answer.body}`);
    const run = importRunSchema.parse(answer.json());
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Imports a file and answers its final state. */
export async function importAndWait(
  browser: TestBrowser,
  body: Buffer | string,
  contentType: string,
): Promise<ImportRun> {
  const start = await sendImport(browser, body, contentType);
  if (start.statusCode !== 202)
    throw new Error(`import refused: ${start.statusCode} ${start.body}`);
  return importEnded(browser, (start.json() as { id: string }).id);
}

/** How many plays and album records the listener has stored. */
export async function storedCounts(t: AuthTestApp, userId: string) {
  const [row] = await queryRows<{ plays: number; albums: number }>(
    t.database.db,
    sql`select (select count(*)::int from play where user_id = ${userId}) as plays,
      (select count(*)::int from user_album where user_id = ${userId}) as albums`,
  );
  return row;
}
