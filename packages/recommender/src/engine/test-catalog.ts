import type { CatalogAlbum } from '../catalog/catalog-album.ts';

const album = (
  id: string,
  artist: string,
  descriptors: string[],
  genres: string[],
  extra: Partial<CatalogAlbum> = {},
): CatalogAlbum => ({
  id,
  title: `Album ${id}`,
  artist,
  year: 2000,
  genres,
  descriptors,
  rating: { average: 7.5, count: 1000 },
  ...extra,
});

/** A small catalog with clearly different characters, for engine tests. */
export const TEST_CATALOG: CatalogAlbum[] = [
  album('calm1', 'Still Water', ['calm', 'peaceful', 'soothing', 'meditative'], ['Ambient']),
  album('calm2', 'Slow Tide', ['soothing', 'soft', 'peaceful', 'mellow'], ['Ambient', 'New Age']),
  album(
    'calm3',
    'Quiet Room',
    ['calm', 'minimalistic', 'instrumental', 'meditative'],
    ['Modern Classical'],
  ),
  album(
    'party1',
    'Glitter Ball',
    ['party', 'energetic', 'rhythmic', 'happy'],
    ['Dance-Pop', 'House'],
  ),
  album('party2', 'Club Lights', ['energetic', 'party', 'hedonistic', 'bouncy'], ['House']),
  album('party3', 'Mirror Floor', ['party', 'rhythmic', 'uplifting', 'energetic'], ['Disco']),
  album(
    'sad1',
    'Grey Letters',
    ['melancholic', 'sad', 'lonely', 'bittersweet'],
    ['Singer-Songwriter'],
  ),
  album('sad2', 'Empty Rooms', ['melancholic', 'depressive', 'sombre', 'longing'], ['Slowcore']),
  album('love1', 'Velvet Hours', ['romantic', 'sensual', 'love', 'warm'], ['Soul', 'Smooth Soul']),
  album('love2', 'Candle Songs', ['romantic', 'love', 'passionate', 'lush'], ['Contemporary R&B']),
  album('rage1', 'Iron Teeth', ['aggressive', 'angry', 'heavy', 'noisy'], ['Thrash Metal']),
  album(
    'rage2',
    'Broken Amps',
    ['aggressive', 'rebellious', 'energetic', 'raw'],
    ['Hardcore Punk'],
  ),
  album('kids1', 'Paper Kites', ['playful', 'happy', 'bouncy', 'melodic'], ['Indie Pop']),
  album('kids2', 'Sunny Songs', ['happy', 'playful', 'uplifting', 'bright'], ['Pop']),
  album('night1', 'After Hours', ['nocturnal', 'atmospheric', 'ethereal', 'mellow'], ['Dream Pop']),
  album('night2', 'Streetlights', ['nocturnal', 'urban', 'atmospheric', 'hypnotic'], ['Trip Hop']),
  album(
    'night3',
    'Midnight Glass',
    ['nocturnal', 'ethereal', 'atmospheric', 'lonely'],
    ['Dream Pop'],
  ),
  album('summer1', 'Beach Radio', ['summer', 'tropical', 'happy', 'warm'], ['Bossa nova']),
  album('dark1', 'Black Chapel', ['dark', 'ominous', 'scary', 'occult'], ['Doom Metal']),
  album(
    'folk1',
    'Field Notes',
    ['pastoral', 'acoustic', 'warm', 'peaceful'],
    ['Contemporary Folk'],
  ),
];
