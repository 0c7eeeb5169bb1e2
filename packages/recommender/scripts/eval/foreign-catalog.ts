import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';

/**
 * The built-in catalog retold in another vocabulary, as a catalog from elsewhere would describe
 * it: every descriptor becomes a different word, genres are renamed, unmapped descriptors vanish.
 * Answers are judged on the original album, so the two runs are comparable.
 */
// prettier-ignore
const SYNONYMS: Record<string, string> = {
  melancholic: 'downcast', sad: 'sorrowful', sombre: 'solemn', depressive: 'bleak',
  lonely: 'isolated', bittersweet: 'wistful', longing: 'yearning', breakup: 'heartbreak',
  calm: 'tranquil', peaceful: 'serene', soothing: 'relaxing', meditative: 'contemplative',
  soft: 'gentle', mellow: 'laid-back', warm: 'cozy', lush: 'rich', happy: 'joyous',
  uplifting: 'inspiring', optimistic: 'hopeful', playful: 'cheeky', bright: 'sunny',
  triumphant: 'victorious', quirky: 'offbeat', humorous: 'funny', bouncy: 'springy',
  energetic: 'high-energy', rhythmic: 'groove-driven', anthemic: 'stadium', party: 'club-ready',
  manic: 'frenzied', hedonistic: 'decadent', aggressive: 'ferocious', angry: 'furious',
  heavy: 'crushing', noisy: 'abrasive', rebellious: 'defiant', hateful: 'spiteful',
  chaotic: 'unhinged', romantic: 'amorous', love: 'affection', sensual: 'sultry',
  sexual: 'steamy', passionate: 'fervent', dark: 'shadowy', ominous: 'foreboding',
  scary: 'terrifying', mysterious: 'enigmatic', infernal: 'hellish', macabre: 'ghoulish',
  disturbing: 'unsettling', occult: 'esoteric', ethereal: 'airy', atmospheric: 'immersive',
  hypnotic: 'mesmerizing', psychedelic: 'trippy', surreal: 'dreamlike', space: 'cosmic',
  nocturnal: 'after-dark', urban: 'streetwise', cold: 'icy', introspective: 'reflective',
  philosophical: 'thought-provoking', poetic: 'lyrical', existential: 'searching',
  nostalgia: 'reminiscent', sentimental: 'tender', autumn: 'autumnal', instrumental: 'wordless',
  minimalistic: 'stripped-back', repetitive: 'looping', sparse: 'skeletal',
  spiritual: 'devotional', religious: 'sacred', ritualistic: 'ceremonial', summer: 'summery',
  tropical: 'island', winter: 'wintry', rain: 'rainy', pastoral: 'rustic', natural: 'earthy',
  forest: 'woodland', acoustic: 'unplugged', nature: 'outdoorsy', epic: 'grandiose',
  orchestral: 'symphonic', funereal: 'mournful', death: 'mortality', political: 'topical',
  protest: 'dissent', conscious: 'socially aware', 'male vocals': 'male singer',
  'female vocals': 'female singer', melodic: 'tuneful', complex: 'intricate', raw: 'unpolished',
  dense: 'layered', eclectic: 'genre-hopping', progressive: 'ambitious', technical: 'virtuosic',
};

const GENRE_WORDS: [RegExp, string][] = [
  [/\bhip hop\b/g, 'rap'],
  [/\belectronic\b/g, 'electronica'],
  [/\bmodern classical\b/g, 'contemporary classical'],
  [/\bsinger-songwriter\b/g, 'singer/songwriter'],
  [/\br&b\b/g, 'rnb'],
];

export function foreignCatalog(albums: readonly CatalogAlbum[]): CatalogAlbum[] {
  return albums.map((album) => ({
    id: `x_${album.id}`,
    title: album.title,
    artist: album.artist,
    year: album.year,
    genres: album.genres.map((genre) =>
      GENRE_WORDS.reduce((g, [from, to]) => g.replace(from, to), genre.toLowerCase()),
    ),
    descriptors: album.descriptors.flatMap((d) => {
      const word = SYNONYMS[d.toLowerCase()];
      return word ? [word] : [];
    }),
    rating: album.rating,
  }));
}
