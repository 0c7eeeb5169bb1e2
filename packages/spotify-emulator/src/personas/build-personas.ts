import type { AlbumStore } from '../catalog/album-store.ts';
import type { EmulatorAlbum } from '../catalog/emulator-album.ts';
import { seededRandom, type SeededRandom } from '../ids/seeded-random.ts';
import { spotifyUserIdFrom } from '../ids/spotify-ids.ts';
import type { Persona, Play, SavedAlbum } from './persona-data.ts';
import { PERSONAS, type PersonaDefinition } from './persona-definitions.ts';
import { rankAlbumsForPersona } from './select-library.ts';
import { computeTopArtists } from './top-artists.ts';
import { must } from '../lang/must.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function savedLibrary(
  persona: PersonaDefinition,
  owned: EmulatorAlbum[],
  anchor: number,
  random: SeededRandom,
): SavedAlbum[] {
  const span = persona.librarySpanDays * DAY;
  const offsets = owned
    .map(() => HOUR + Math.floor(random.next() ** 1.6 * span))
    .sort((a, b) => a - b);
  return owned.map((album, index) => ({
    albumId: album.id,
    addedAt: Math.floor((anchor - (offsets[index] ?? 0)) / 1000) * 1000,
  }));
}

function weightedHour(hours: number[], random: SeededRandom): number {
  // Earlier hours in the list are the listener's favourite times.
  const index = Math.min(hours.length - 1, Math.floor(random.next() ** 2 * hours.length));
  return hours[index] ?? 12;
}

function playHistory(
  persona: PersonaDefinition,
  saved: SavedAlbum[],
  others: EmulatorAlbum[],
  store: AlbumStore,
  anchor: number,
  random: SeededRandom,
): Play[] {
  const plays: Play[] = [];
  const anchorDay = Math.floor(anchor / DAY) * DAY;
  let dayOffset = 0;
  let guard = 0;
  while (plays.length < persona.plays && guard++ < 1000) {
    const fromLibrary = saved.length > 0 && (others.length === 0 || random.chance(0.65));
    const albumId = fromLibrary
      ? must(saved[Math.floor(random.next() ** 2 * saved.length)], 'saved album').albumId
      : must(others[Math.floor(random.next() ** 2 * Math.min(others.length, 200))], 'album').id;
    const tracks = store.tracks(albumId);
    let start =
      anchorDay -
      dayOffset * DAY +
      weightedHour(persona.listeningHours, random) * HOUR +
      random.int(0, 50) * 60_000;
    dayOffset += random.int(0, 2);
    if (start >= anchor) start -= DAY;
    let at = start;
    const first = random.int(0, Math.max(0, tracks.length - 3));
    const length = Math.min(random.int(3, 8), persona.plays - plays.length);
    for (const track of tracks.slice(first, first + length)) {
      at += track.durationMs;
      if (at < anchor)
        plays.push({ trackId: track.id, albumId, playedAt: Math.floor(at / 1000) * 1000 });
    }
  }
  const unique = new Map(plays.map((play) => [play.playedAt, play]));
  return [...unique.values()].sort((a, b) => b.playedAt - a.playedAt).slice(0, persona.plays);
}

/** Builds every demo listener from the catalog. `anchor` is the "now" their history ends at. */
export function buildPersonas(store: AlbumStore, anchor: number): Persona[] {
  return PERSONAS.map((definition) => {
    const random = seededRandom(`persona:${definition.key}`);
    const ranked = rankAlbumsForPersona(definition, store);
    const owned = ranked.slice(0, definition.savedAlbums);
    const savedAlbums = savedLibrary(definition, owned, anchor, random);
    const plays = playHistory(
      definition,
      savedAlbums,
      ranked.slice(definition.savedAlbums),
      store,
      anchor,
      random,
    );
    return {
      definition,
      userId: spotifyUserIdFrom(definition.key),
      savedAlbums,
      plays,
      topArtists: computeTopArtists(savedAlbums, plays, store, anchor),
    };
  });
}
