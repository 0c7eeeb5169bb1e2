import { g, type GenreWord } from './genre-word.ts';

// A place's music and a language to sing in: "ethiopian jazz", "folk music from ireland",
// "algo en español". Part of GENRE_WORDS (genre-words.ts).

/** Family lists several entries share (a kind, a language sung in). */
const SPANISH = ['nueva canción', 'bolero', 'latin pop', 'rock en español', 'latin alternative'];
const GERMAN = ['deutschrock', 'neue deutsche welle', 'neue deutsche härte', 'liedermacher'];
const ROCK_EN_ESPANOL = [
  'rock en español',
  'latin rock',
  'latin alternative',
  'rock urbano español',
];
const CUBAN_SON = ['son cubano', 'bolero', 'salsa'];
const ETHIO_JAZZ = ['ethio-jazz', 'tizita'];
const FORRO = ['forró', 'baião', 'forró eletrônico'];
const TROPICALIA = ['tropicália', 'mpb'];
const YE_YE = ['yé-yé', 'french pop', 'chanson'];
const FRENCH_HIP_HOP = ['french hip hop'];
const FRENCH = ['chanson', 'french pop', 'yé-yé'];
const PORTUGUESE = ['mpb', 'bossa nova', 'samba', 'fado'];
const ITALIAN = ["canzone d'autore", 'italian music'];
const IRISH_FOLK = ['irish folk music', 'celtic folk music'];

/** A place's adjective that is an everyday word too: music only beside a music word. */
const nearMusic = { needsCue: true, narrows: true };
/** A place's music, narrowing a broad kind beside it. */
const place = { narrows: true };

// prettier-ignore
export const PLACE_WORDS: Record<string, GenreWord> = {
  // Languages and regions: adjectives that are everyday words too, so only beside a music word.
  // Sung in French first: "French music" is chanson, not (mostly English) French house.
  french: g(['chanson', 'french pop', 'yé-yé', 'french folk music'], nearMusic),
  japanese: g(['japanese music', 'j-pop', 'j-rock', 'city pop', 'shibuya-kei', 'kayōkyoku'], nearMusic),
  korean: g(['korean music', 'k-pop', 'korean ballad'], nearMusic),
  brazilian: g(['brazilian music', 'mpb', 'bossa nova', 'samba', 'tropicália'], nearMusic),
  african: g(['african music', 'afrobeat', 'highlife', 'soukous', 'mbalax'], nearMusic),
  spanish: g(['spanish music', 'flamenco', 'latin pop'], nearMusic),
  italian: g(['italian music', "canzone d'autore", 'italo-disco'], nearMusic),
  german: g(['german music', 'krautrock', 'deutschrock', 'neue deutsche welle'], nearMusic),
  irish: g(IRISH_FOLK, nearMusic),
  celtic: g(['celtic folk music', 'irish folk music'], nearMusic),
  arabic: g(['arabic music', 'arabic pop'], nearMusic),
  indian: g(['hindustani classical music', 'indian pop', 'filmi'], nearMusic),
  mexican: g(['ranchera', 'mariachi', 'cumbia mexicana'], nearMusic),
  cuban: g(['son cubano', 'salsa', 'cuban music'], nearMusic),
  'city pop': g(['city pop']),
  'latin music': g(['latin', 'latin pop', 'salsa', 'bolero']),
  // Demonyms no everyday moment uses: a place's music, with or without a music word.
  ethiopian: g(['ethio-jazz', 'tizita', 'ethiopic music'], place),
  'ethiopian jazz': g(ETHIO_JAZZ),
  'ethio jazz': g(ETHIO_JAZZ),
  malian: g(['songhai music', 'mande music', 'desert blues', 'tishoumaren'], place),
  tuareg: g(['tishoumaren', 'desert blues', 'songhai music'], place),
  'desert blues': g(['desert blues', 'tishoumaren', 'songhai music', 'mande music']),
  'west african': g(['highlife', 'afrobeat', 'mande music', 'songhai music', 'mbalax', 'juju'], place),
  nigerian: g(['afrobeat', 'highlife', 'juju', 'fuji', 'afrobeats'], place),
  ghanaian: g(['highlife', 'afrobeat'], place),
  congolese: g(['soukous', 'rumba congolaise'], place),
  peruvian: g(['chicha', 'cumbia', 'peruvian music'], place),
  colombian: g(['cumbia', 'vallenato', 'champeta', 'salsa'], place),
  'irish trad': g(IRISH_FOLK),
  'irish traditional': g(IRISH_FOLK),
  'traditional irish': g(IRISH_FOLK),
  'irish folk': g(IRISH_FOLK),
  ireland: g(IRISH_FOLK, nearMusic),
  portuguese: g(['fado', 'portuguese music', 'mpb'], nearMusic),
  fado: g(['fado']),
  'cuban son': g(CUBAN_SON),
  'son cubano': g(CUBAN_SON),
  bolero: g(['bolero'], { needsCue: true }),
  boleros: g(['bolero']),
  bollywood: g(['filmi', 'indian pop']),
  tropicalia: g(TROPICALIA),
  tropicália: g(TROPICALIA),
  turkish: g(['anatolian rock', 'turkish folk music'], nearMusic),
  'turkish psych': g(['anatolian rock']),
  'yé-yé': g(YE_YE),
  'ye-ye': g(YE_YE),
  yeye: g(YE_YE),
  'rap français': g(FRENCH_HIP_HOP),
  'rap francais': g(FRENCH_HIP_HOP),
  'french rap': g(FRENCH_HIP_HOP),
  'french hip hop': g(FRENCH_HIP_HOP),
  'solo piano': g(['modern classical', 'romanticism', 'impressionism', 'minimalism', 'post-bop']),
  forró: g(FORRO),
  forro: g(FORRO),
  'korean indie': g(['korean music', 'korean folk music', 'korean indie'], place),
  icelandic: g(['icelandic music', 'nordic folk music'], place),
  'new agey': g(['new age']),
  'new age': g(['new age']),
  deutsches: g(['deutschrock', 'neue deutsche welle', 'liedermacher', 'krautrock'], place),
  'deutsche musik': g(['deutschrock', 'neue deutsche welle', 'liedermacher', 'krautrock']),
  'speaks spanish': g(SPANISH),
  'speaks french': g(FRENCH),
  'speaks portuguese': g(PORTUGUESE),
  'speaks italian': g(ITALIAN),
  'speaks german': g(['deutschrock', 'neue deutsche welle', 'liedermacher']),
  schlager: g(['schlager', 'volkstümliche musik', 'easy listening']),
  'rock en español': g(ROCK_EN_ESPANOL),
  'rock en espanol': g(ROCK_EN_ESPANOL),
  français: g(['chanson', 'french pop', 'yé-yé', 'french hip hop'], place),
  francais: g(['chanson', 'french pop', 'yé-yé', 'french hip hop'], place),
  italiano: g(["canzone d'autore", 'italian music', 'italo pop'], nearMusic),
  italiana: g(["canzone d'autore", 'italian music', 'italo pop'], nearMusic),
  'irish style': g(['irish folk music', 'celtic folk music', 'celtic rock']),
  punjabi: g(['bhangra', 'punjabi music', 'qawwali', 'kirtan'], place),
  bhangra: g(['bhangra']),
  persian: g(['persian music', 'persian classical music', 'iranian pop'], place),
  // Sung in the language asked for: "something in spanish", "was mit deutschem Text".
  'en español': g(SPANISH),
  'en espanol': g(SPANISH),
  'in spanish': g(SPANISH),
  'deutschem text': g(GERMAN),
  'deutschen texten': g(GERMAN),
  'auf deutsch': g(GERMAN),
  'in german': g(GERMAN),
  'german lyrics': g(GERMAN),
  'en français': g(FRENCH),
  'en francais': g(FRENCH),
  'in french': g(FRENCH),
  'em português': g(PORTUGUESE),
  'em portugues': g(PORTUGUESE),
  'in italiano': g(ITALIAN),
  'in italian': g(ITALIAN),
};
