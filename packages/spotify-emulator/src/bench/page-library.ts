import { loadBuiltInCatalog } from '@album-club/recommender/catalog/load-catalog';
import { startSpotifyEmulator } from '../start-emulator.ts';

// Pages the 2,000-album library of the crate digger through HTTP, 50 at a time, as a client would.
const ROUNDS = 5;
const emulator = await startSpotifyEmulator({ catalog: loadBuiltInCatalog(), rateLimit: false });
try {
  const { access_token: token } = emulator.admin.issueTokens('crate-digger');
  const timings: number[] = [];
  let counted = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    let next: string | null = `${emulator.url}/v1/me/albums?limit=50`;
    counted = 0;
    while (next) {
      const response = await fetch(next, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`Paging failed with ${response.status}`);
      const page = (await response.json()) as { items: unknown[]; next: string | null };
      counted += page.items.length;
      next = page.next;
    }
    timings.push(performance.now() - started);
  }
  if (counted !== 2000) throw new Error(`Expected 2000 saved albums, counted ${counted}`);
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  console.log(
    `emulator: paged ${counted} saved albums (40 pages of 50) — median ${median.toFixed(0)} ms, best ${(timings[0] ?? 0).toFixed(0)} ms over ${ROUNDS} rounds`,
  );
} finally {
  await emulator.close();
}
