import type { AlbumStore } from '../catalog/album-store.ts';
import type { EmulatorAlbum } from '../catalog/emulator-album.ts';
import { seededRandom } from '../ids/seeded-random.ts';
import type { PersonaDefinition } from './persona-definitions.ts';

function tasteScore(persona: PersonaDefinition, album: EmulatorAlbum): number {
  let score = persona.baseline;
  album.genres.forEach((genre, index) => {
    const lower = genre.toLowerCase();
    const weight = index < 2 ? 1 : 0.5;
    for (const [fragment, pull] of Object.entries(persona.taste)) {
      if (lower.includes(fragment)) score += pull * weight;
    }
  });
  if (score > 0 && persona.olderThan > 0 && album.year !== null && album.year < persona.olderThan) {
    score += 1;
  }
  return score;
}

/**
 * Albums ranked by how likely this listener is to own them: taste plus seeded noise, so libraries
 * look personal rather than sorted, yet come out the same for the same catalog every time.
 */
export function rankAlbumsForPersona(
  persona: PersonaDefinition,
  store: AlbumStore,
): EmulatorAlbum[] {
  const random = seededRandom(`persona-taste:${persona.key}`);
  return store.albums
    .map((album) => ({ album, score: tasteScore(persona, album) * (0.4 + random.next()) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.album.id.localeCompare(b.album.id))
    .map((entry) => entry.album);
}
